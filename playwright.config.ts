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
      // Each project runs the whole suite but the other's size-specific header checks. The desk's
      // long morning journey runs once, at the desk's size.
      testIgnore: /(header-desktop|staff-morning|staff-team|centre-setup|deploy-[a-z-]+)\.spec\.ts$/,
      use: {
        browserName: "chromium",
        viewport: { width: 360, height: 740 },
        isMobile: false,
        hasTouch: true,
      },
    },
    {
      name: "desktop",
      testIgnore: /header-phone\.spec\.ts$/,
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
  ],
});
