import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { chooseSlot, nextButton } from "./support/booking";
import { logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { type RunningServer, startServer } from "./support/server";
import { expect, isPhone, test } from "./support/test";

// The demo centre's people (its own server, with them): Aïssatou and Ibrahima give the massages.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({ env: { DEMO_PEOPLE: "on" } });
});
test.afterAll(async () => {
  await server?.stop();
});

test.beforeEach(async ({ page }) => {
  await skipPromo(page);
  // Timers move only when the test moves them: the 0.5 s before the payment modal, the countdown.
  await page.clock.install();
});

async function serviceId(page: Page, base: string, name: string): Promise<number> {
  const answer = await page.request.get(`${base}/api/booking/services/?page_size=100`);
  const found = (await answer.json()).results.find((s: { name: string }) => s.name === name);
  return found.id;
}

/** From the chosen slot to the confirmation, paid at the venue, the summary saying `who`; the booking's answer. */
async function bookAndConfirm(page: Page, who: string) {
  await nextButton(page).click();
  if (isPhone(page)) await nextButton(page).click();
  await expect(page.getByRole("region", { name: "Résumé", exact: true })).toContainText(`Avec${who}`);
  await page.getByLabel(/J'accepte les conditions/).check();
  await page.getByLabel(/aucune contre-indication/).check();
  await page.clock.pauseAt(Date.now() + 60_000);
  const created = page.waitForResponse((r) => r.url().endsWith("/api/booking/booking/create/"));
  await page.getByRole("button", { name: /^Réserver/ }).click();
  const answer = (await (await created).json()) as { booking_id: number; practitioner: string | null };
  const dialog = page.getByRole("dialog");
  await expect(async () => {
    await page.clock.runFor(250);
    await expect(dialog).toBeVisible({ timeout: 100 });
  }).toPass();
  await dialog.getByText("Paiement sur place", { exact: true }).click();
  await dialog.getByRole("button", { name: "Confirmer le paiement" }).click();
  await expect(page).toHaveURL(/\/confirmation\?status=success/);
  await expect(page.getByRole("main")).toContainText(`n° ${answer.booking_id}`);
  return answer;
}

test("a client picks her practitioner on the service page, books, and sees who on the confirmation and in Mes réservations", async ({
  page,
}) => {
  const base = server.url;
  await logIn(page, base, await registerVerifiedMember(page.request, base));
  await page.goto(`${base}/services/${await serviceId(page, base, "Massage aux pierres chaudes")}`);
  const choice = page.getByRole("group", { name: "Votre praticien" });
  await expect(choice.getByRole("radio", { name: /Sans préférence/ })).toBeChecked();
  await choice.getByText("Aïssatou", { exact: true }).click();
  await expect(choice.getByRole("radio", { name: /Aïssatou/ })).toBeChecked();
  await expectAccessible(page, "le choix du praticien sur la page du service");
  await page.getByRole("link", { name: "Réserver maintenant" }).click();
  await expect(page).toHaveURL(/step=2/);
  // The wizard keeps her, and the booking goes to her.
  await expect(
    page.getByRole("group", { name: "Votre praticien" }).getByRole("radio", { name: /Aïssatou/ }),
  ).toBeChecked();
  await chooseSlot(page, isPhone(page) ? 11 : 12);
  const answer = await bookAndConfirm(page, "Aïssatou");
  expect(answer.practitioner).toBe("Aïssatou");
  const details = page.locator("dl");
  await expect(details).toContainText("Avec");
  await expect(details).toContainText("Aïssatou");

  await page.goto(`${base}/historique`);
  await expect(page.getByText(/1 personne, avec Aïssatou/).first()).toBeVisible();
});

test("a client who has no preference sees « Sans préférence », then who the centre gave her", async ({
  page,
}) => {
  const base = server.url;
  await logIn(page, base, await registerVerifiedMember(page.request, base));
  await page.goto(`${base}/services/${await serviceId(page, base, "Massage suédois")}`);
  await expect(page.getByRole("group", { name: "Votre praticien" })).toBeVisible();
  await page.getByRole("link", { name: "Réserver maintenant" }).click();
  await expect(page).toHaveURL(/step=2/);
  const choice = page.getByRole("group", { name: "Votre praticien" });
  await expect(choice.getByRole("radio", { name: /Sans préférence/ })).toBeChecked();
  await expect(choice.getByRole("radio")).toHaveCount(3);
  await chooseSlot(page, isPhone(page) ? 5 : 6);
  const answer = await bookAndConfirm(page, "Sans préférence");
  expect(["Aïssatou", "Ibrahima"]).toContain(answer.practitioner);
  await expect(page.locator("dl")).toContainText(answer.practitioner ?? "");
});
