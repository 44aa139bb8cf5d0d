import type { Page } from "@playwright/test";
import { chooseService, chooseSlot, draftSlotId, nextButton } from "./support/booking";
import { skipPromo } from "./support/members";
import { expect, test } from "./support/test";

/** Every request of the page for the local database's file (Dexie's chunk). */
function databaseFileRequests(page: Page) {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/dexie-[\w-]+\.js$/.test(request.url())) asked.push(request.url());
  });
  return asked;
}

/** The slot of the draft kept in the local database, read with the browser's own IndexedDB. */
const storedSlotId = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        const open = indexedDB.open("centre-booking");
        // Not there yet: none is created by this look.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("reservationDraft")) {
            db.close();
            return resolve(null);
          }
          const read = db.transaction("reservationDraft").objectStore("reservationDraft").get("current");
          read.onsuccess = () => {
            db.close();
            resolve(read.result?.value?.slotId ?? null);
          };
          read.onerror = () => resolve(null);
        };
      }),
  );

// A first visit: nothing cached and no service worker yet, as on a phone that never came.
test.use({ serviceWorkers: "block" });

test.beforeEach(async ({ page }) => {
  await skipPromo(page);
});

test("/reservation and /contactez-nous open on a first visit without the local database's file", async ({
  page,
}) => {
  const asked = databaseFileRequests(page);
  await page.goto("/reservation");
  await expect(page.getByRole("heading", { name: "Choisissez votre service" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.goto("/contactez-nous");
  await expect(page.getByRole("button", { name: "Envoyer le message" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);
  expect(await page.evaluate(async () => (await indexedDB.databases()).length)).toBe(0);
});

test("a visitor's choice survives a reload, from its copy or else from the local database", async ({
  page,
}) => {
  const asked = databaseFileRequests(page);
  await page.goto("/reservation");
  await chooseService(page, "Pilates");
  await nextButton(page).click();
  await chooseSlot(page, 3);
  const chosen = await draftSlotId(page);
  const slotShown = page.getByRole("button", { pressed: true, name: /^\d\dh\d\d/ });
  await page.reload();
  await expect(slotShown).toBeVisible();
  expect(await draftSlotId(page)).toBe(chosen);

  // The first choice loaded the local database, which keeps the draft too: without the copy
  // (storage full when it was written), the draft comes from there.
  expect(asked.length).toBeGreaterThan(0);
  await expect.poll(() => storedSlotId(page)).toBe(chosen);
  await page.evaluate(() => localStorage.removeItem("reservation_draft"));
  await page.reload();
  await expect(slotShown).toBeVisible();
  expect(await draftSlotId(page)).toBe(chosen);
});
