import type { Page } from "@playwright/test";
import { accountButton, logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { expect, test } from "./support/test";

/** Everything of the member this phone could still hold, store by store. */
async function memberTraces(page: Page) {
  return page.evaluate(async () => {
    const local = Object.keys(localStorage).filter((key) =>
      [
        "access_token",
        "refresh_token",
        "token",
        "confirmationDetails",
        "reservationState",
        "selectedServiceId",
      ].includes(key),
    );
    const rows = await new Promise<number>((resolve) => {
      const open = indexedDB.open("centre-booking");
      open.onsuccess = () => {
        const db = open.result;
        const names = [...db.objectStoreNames];
        if (names.length === 0) return resolve(0);
        const tx = db.transaction(names, "readonly");
        let total = 0;
        let left = names.length;
        for (const name of names) {
          const count = tx.objectStore(name).count();
          count.onsuccess = () => {
            total += count.result;
            if (--left === 0) resolve(total);
          };
        }
      };
      open.onerror = () => resolve(-1);
    });
    const caches =
      "caches" in globalThis ? (await globalThis.caches.keys()).filter((n) => n.startsWith("member-")) : [];
    return { local, rows, caches };
  });
}

test("logging out in one tab logs the other out, and leaves nothing of the member behind", async ({
  page,
  context,
  baseURL,
}) => {
  await skipPromo(page);
  const member = await registerVerifiedMember(page.request, baseURL as string);
  await logIn(page, baseURL as string, member);
  // Something of the member on the phone: a draft with a chosen service.
  await page.goto("/services/3");
  await page.getByRole("link", { name: "Réserver maintenant" }).first().click();
  await expect(page).toHaveURL(/\/reservation\?step=2/);
  const other = await context.newPage();
  await other.goto("/profil");
  await expect(other.getByRole("heading", { level: 1, name: "Mon Profil" })).toBeVisible();

  await page.goto("/");
  await accountButton(page).click();
  await page.getByRole("menuitem", { name: "Déconnexion" }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("access_token"))).toBeNull();

  // The other tab follows: off the member's page, to login with a way back.
  await expect(other).toHaveURL(/\/auth\/login\?redirect=%2Fprofil/);
  await expect.poll(() => memberTraces(page)).toEqual({ local: [], rows: 0, caches: [] });
});
