/** When every test app's clock starts (a Monday morning in Dakar), unless the test moves it. */
export const TEST_START = Date.parse("2026-03-02T08:00:00Z");
