import { defineConfig } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "./scripts/browser.mjs";

const launchOptions = { executablePath: testChromiumPath, args: chromiumArgs };

/** What the screen's size does not change: the phone's run is enough. */
const phoneOnly = [
  "client-ledger",
  "takings-amounts",
  "client-bookings",
  "header-phone",
  "reservation-payment-providers",
  "wallet-calendar",
  "packs-providers",
  "contact-outbox",
  "app-update",
  "history-offline",
  "profile-packs-offline",
  "session-refresh",
  "pwa",
  "reachability",
  "database-on-demand",
  "transfer",
  "requests",
  "logout-everywhere",
  "refund-wording",
  "service-description",
  "save-data",
  "catalogue-search",
  "booking-move",
  "demo-mode",
  "part-one-forms",
  "confirmation-pages",
  "private-option",
  "unpaid-holds",
  "account-settings",
  "faq-editing",
  "staff-offline",
  // One number signed up once per run: the journey is the phone's.
  "phone-first",
  // Sets its own sizes (768 to 1280, and every width from 360 to 1440) inside each test.
  "staff-agenda",
  // Run at the desk's two sizes (1280×800, 1024×768), set inside.
  "desk-booking",
  "desk-day",
  "staff-week",
  // A back-office screen whose picker behaves the same at any size: at the desk's, set inside.
  "reports-period",
];

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
      // The clients' size runs every client journey. The desk's screens, its long morning and the
      // deploy kit run once, at the desk's size.
      testIgnore:
        /(header-desktop|staff-morning|staff-team|staff-people|client-record|centre-setup|deploy-[a-z-]+)\.spec\.ts$/,
      use: {
        browserName: "chromium",
        viewport: { width: 360, height: 740 },
        isMobile: false,
        hasTouch: true,
      },
    },
    {
      name: "desktop",
      // Again at 1280×800 what is drawn differently there (layouts, menus, the wizard's summary,
      // accessibility, the journeys through the payment sandbox); what behaves the same at any size
      // (providers, offline, sessions, updates, the outbox) is proved once, on the phone.
      testIgnore: new RegExp(`[\\\\/](${phoneOnly.join("|")})\\.spec\\.ts$`),
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
  ],
});
