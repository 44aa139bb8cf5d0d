import type { Page } from "@playwright/test";
import { clockAt, deskDay, openDesk } from "./support/desk";
import { type RunningServer, startServer } from "./support/server";
import { expect, appPage as test } from "./support/test";

// The receptionist that demo mode seeds, with a day of bookings in every state (README), on a
// working day at 08:55: five minutes before the first sessions. The server's clock and the page's
// agree on it.
const { day } = deskDay();
const morning = new Date(`${day}T08:55:00Z`);

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({ env: clockAt(morning) });
});
test.afterAll(async () => {
  await server?.stop();
});

/** The desk's agenda at `at` (the page's clock), signed in as the receptionist. */
async function openAgenda(page: Page, at = morning) {
  await openDesk(page, server.url, "/admin/dashboard", at);
  await expect(page.locator('[data-testid="agenda-hour"]:visible').first()).toBeVisible();
}

/**
 * Each booking row's controls against the text of the row's other elements: the pairs whose boxes
 * cross (a button drawn over a badge), as « control » / « text ».
 */
function overlapsInRows(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const controlSelector = "button, a, input, select";
    for (const row of document.querySelectorAll('[data-testid="agenda-booking"]')) {
      const controls = [...row.querySelectorAll<HTMLElement>(controlSelector)].filter(
        (c) => c.getClientRects().length > 0,
      );
      // Elements that draw text of their own (not inside a control): badges, names, notes.
      const texts = [...row.querySelectorAll<HTMLElement>("*")].filter(
        (el) =>
          !el.closest(controlSelector) &&
          el.getClientRects().length > 0 &&
          [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()),
      );
      for (const control of controls) {
        const a = control.getBoundingClientRect();
        for (const text of texts) {
          if (text.contains(control)) continue;
          const b = text.getBoundingClientRect();
          const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (x > 1 && y > 1) found.push(`${control.textContent?.trim()} / ${text.textContent?.trim()}`);
        }
      }
    }
    return found;
  });
}

test("no control of a booking row is drawn over another element's text, at the tablet's and desk's widths", async ({
  page,
}) => {
  await openAgenda(page);
  // The three sizes the desk is used at, then every width from a phone's to a wide screen's.
  const sizes: [number, number][] = [
    [768, 1024],
    [1024, 768],
    [1280, 800],
  ];
  for (let width = 360; width <= 1440; width += 60) sizes.push([width, 800]);
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    await expect(page.getByTestId("agenda-booking").first()).toBeVisible();
    expect(await overlapsInRows(page), `${width}×${height}`).toEqual([]);
  }
});

test("opens today on the hour whose clients arrive now, the hours over folded above it", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openAgenda(page);
  // 08:55: the 9 o'clock sessions of every service, in view at once, even on a phone.
  const hours = page.getByTestId("agenda-hour");
  const first = hours.first();
  await expect(first.getByRole("heading")).toContainText("09h – 10h");
  await expect(first.getByRole("heading")).toContainText("Maintenant");
  await expect(first).toBeInViewport();
  await expect(page.getByTestId("agenda-earlier")).toHaveCount(0);
  // Before any session: « Présent » and « Déplacer », never « Absent » (refused until it begins).
  const unmarked = page
    .getByTestId("agenda-booking")
    .filter({ has: page.getByRole("button", { name: "Présent" }) })
    .first();
  await expect(unmarked.getByRole("button", { name: "Déplacer" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Absent" })).toHaveCount(0);
  // The same day seen by service is one click away, and kept in the address.
  await page.getByRole("button", { name: "Par service" }).click();
  await expect(page).toHaveURL(/vue=service/);
  await expect(page.getByTestId("free-slots").first()).toBeVisible();
});

test("later in the morning, the hours already over fold into one line", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAgenda(page, new Date(`${day}T11:50:00Z`));
  const earlier = page.getByTestId("agenda-earlier");
  await expect(earlier).toContainText("Plus tôt aujourd'hui");
  await expect(earlier.getByTestId("agenda-booking").first()).toBeHidden();
  const now = page.locator('[data-testid="agenda-hour"][data-now]').first();
  await expect(now.getByRole("heading")).toContainText(/1[12]h – 1[23]h/);
  await expect(now).toBeInViewport();
  await earlier.locator("summary").click();
  await expect(earlier.getByTestId("agenda-booking").first()).toBeVisible();
});
