import { sandboxTest } from "./support/journey-test";
import { payFromHistoryJourneys } from "./support/journeys/pay-from-history";

payFromHistoryJourneys(sandboxTest, "(sandbox)");
