import { sandboxTest } from "./support/journey-test";
import { packJourneys } from "./support/journeys/packs";

// The pack journeys with the demo's sandbox taking mobile money.
packJourneys(sandboxTest, "through the sandbox");
