import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/browser.mjs";

const launchOptions = { executablePath: chromiumPath, args: chromiumArgs };

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    locale: "fr-FR",
    timezoneId: "Africa/Dakar",
    launchOptions,
    trace: "off",
  },
  projects: [
    {
      name: "phone",
      use: {
        browserName: "chromium",
        viewport: { width: 360, height: 740 },
        isMobile: false,
        hasTouch: true,
      },
    },
    { name: "desktop", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } },
  ],
});
