import { readFile } from "node:fs/promises";
import { brand } from "../../src/brand";
import { escapeText } from "../../src/lib/ics";
import { chooseService, chooseSlot, nextButton } from "./support/booking";
import { logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { expect, isPhone, test } from "./support/test";

test.beforeEach(async ({ page }) => {
  await skipPromo(page);
  // Timers move only when the test moves them: the 0.5 s before the modal, the page's countdown.
  await page.clock.install();
});

test("a booking just made is added to the calendar from its confirmation page", async ({ page, baseURL }) => {
  await logIn(page, baseURL as string, await registerVerifiedMember(page.request, baseURL as string));
  await page.goto("/reservation");
  await chooseService(page, "Yoga hatha");
  await nextButton(page).click();
  await chooseSlot(page, isPhone(page) ? 15 : 16);
  const chosen: { date: string; time: string } = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("reservationState") ?? "{}"),
  );
  await nextButton(page).click();
  if (isPhone(page)) await nextButton(page).click();
  await page.getByLabel(/J'accepte les conditions/).check();
  await page.getByLabel(/aucune contre-indication/).check();
  await page.clock.pauseAt(Date.now() + 60_000);
  const created = page.waitForResponse((r) => r.url().endsWith("/api/booking/booking/create/"));
  await page.getByRole("button", { name: /^Réserver/ }).click();
  const { booking_id: id } = (await (await created).json()) as { booking_id: number };
  const dialog = page.getByRole("dialog");
  await expect(async () => {
    await page.clock.runFor(250);
    await expect(dialog).toBeVisible({ timeout: 100 });
  }).toPass();
  await dialog.getByText("Paiement sur place", { exact: true }).click();
  await dialog.getByRole("button", { name: "Confirmer le paiement" }).click();
  await expect(page).toHaveURL(/\/confirmation\?status=success/);
  await expect(page.getByRole("main")).toContainText(`n° ${id}`);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Ajouter au calendrier : Yoga hatha" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`reservation-${id}.ics`);
  // Long lines are folded (CRLF and a space): read them whole.
  const ics = (await readFile(await file.path(), "utf8")).replace(/\r\n /g, "");
  const lines = ics.split("\r\n");
  expect(lines).toContain(`SUMMARY:${escapeText(`Yoga hatha — ${brand.name}`)}`);
  const at = `${chosen.date.replaceAll("-", "")}T${chosen.time.replaceAll(":", "").padEnd(6, "0")}`;
  expect(lines).toContain(`DTSTART;TZID=Africa/Dakar:${at}`);
  // The same event as the card of Mes réservations: adding both keeps one entry.
  expect(lines.find((line) => line.startsWith("UID:"))).toMatch(new RegExp(`^UID:reservation-${id}@`));
});
