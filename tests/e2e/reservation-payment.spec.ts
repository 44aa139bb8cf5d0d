import { sandboxTest } from "./support/journey-test";
import { reservationPaymentJourneys } from "./support/journeys/reservation-payment";

// The booking journeys with the demo's sandbox taking mobile money.
reservationPaymentJourneys(sandboxTest, "through the sandbox");
