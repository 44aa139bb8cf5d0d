import { accessToken, bookThroughApi, chooseService, chooseSlot, nextButton } from "./support/booking";
import { logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { expect, isPhone, test } from "./support/test";

test.beforeEach(async ({ page }) => {
  await skipPromo(page);
});

test("bookings left unpaid are listed with their deadline; letting one go lets the member book again", async ({
  page,
  baseURL,
}) => {
  const base = baseURL as string;
  const member = await registerVerifiedMember(page.request, base);
  const token = await accessToken(page.request, base, member);
  // Three bookings whose payment window was closed: each holds its place for 15 minutes.
  const services = (await (await page.request.get(`${base}/api/booking/services/?page_size=100`)).json())
    .results as { id: number; name: string }[];
  const cardio = services.find((s) => s.name === "Cardio training");
  if (!cardio) throw new Error("service absent du catalogue de démonstration");
  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
  const byDate = (await (
    await page.request.post(`${base}/api/booking/slots/get_slots_by_dates/`, {
      data: { service_id: cardio.id, dates: [today, later] },
    })
  ).json()) as Record<string, { id: number; available: boolean; reserved_for?: string }[]>;
  const free = Object.keys(byDate)
    .filter((day) => day > today)
    .flatMap((day) => (byDate[day] ?? []).filter((s) => s.available));
  for (const slot of free.slice(-3)) await bookThroughApi(page.request, base, token, cardio.id, slot.id, 1);

  // A fourth is refused, and the refusal leads to the three, each with its deadline.
  await logIn(page, base, member);
  await page.goto("/reservation");
  await chooseService(page, "Renforcement musculaire");
  await nextButton(page).click();
  await chooseSlot(page, 3);
  await nextButton(page).click();
  if (isPhone(page)) await nextButton(page).click();
  await page.getByLabel(/J'accepte les conditions/).check();
  await page.getByLabel(/aucune contre-indication/).check();
  await page.getByRole("button", { name: /^Réserver/ }).click();
  await page.getByRole("link", { name: "Voir mes réservations non payées" }).click();
  await expect(page).toHaveURL(/\/historique/);
  const held = page.locator("article").filter({ hasText: "la place vous est gardée jusqu'au" });
  await expect(held).toHaveCount(3);
  await expect(held.first().getByRole("button", { name: /^Payer/ })).toBeVisible();

  // Letting one go frees it at once: nothing was paid, nothing is debited.
  await held
    .first()
    .getByRole("button", { name: /^Abandonner/ })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("rien ne vous sera débité");
  await dialog.getByRole("button", { name: "Oui, annuler" }).click();
  await expect(held).toHaveCount(2);

  // The fourth booking now goes through to its payment.
  await page.goto("/reservation");
  await chooseService(page, "Renforcement musculaire");
  await nextButton(page).click();
  await chooseSlot(page, 3);
  await nextButton(page).click();
  if (isPhone(page)) await nextButton(page).click();
  await page.getByLabel(/J'accepte les conditions/).check();
  await page.getByLabel(/aucune contre-indication/).check();
  await page.getByRole("button", { name: /^Réserver/ }).click();
  await expect(page.getByRole("dialog", { name: /moyen de paiement/i })).toBeVisible();
});
