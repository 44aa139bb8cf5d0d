import type { Page } from "@playwright/test";
import {
  accessToken,
  bookThroughApi,
  chooseService,
  chooseSlot,
  draftSlotId,
  nextButton,
} from "./support/booking";
import { logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { expect, isPhone, test } from "./support/test";

test.beforeEach(async ({ page }) => {
  await skipPromo(page);
});

/** Through the wizard up to the payment window of a new booking (Renforcement musculaire). */
async function bookUpToPayment(page: Page, pick: number) {
  await page.goto("/reservation");
  await chooseService(page, "Renforcement musculaire");
  await nextButton(page).click();
  await chooseSlot(page, pick);
  const slotId = await draftSlotId(page);
  await nextButton(page).click();
  if (isPhone(page)) await nextButton(page).click();
  await page.getByLabel(/J'accepte les conditions/).check();
  await page.getByLabel(/aucune contre-indication/).check();
  await page.getByRole("button", { name: /^Réserver/ }).click();
  return slotId;
}

const paymentWindow = (page: Page) => page.getByRole("dialog", { name: /moyen de paiement/i });

test("closing the payment window asks: letting the booking go frees its place at once", async ({
  page,
  baseURL,
}) => {
  const base = baseURL as string;
  await logIn(page, base, await registerVerifiedMember(page.request, base));
  const placesLeft = async (slotId: number) =>
    (await (await page.request.get(`${base}/api/booking/slots/${slotId}/`)).json())
      .remaining_capacity as number;
  const slotId = await bookUpToPayment(page, 5);
  await expect(paymentWindow(page)).toBeVisible();
  const held = await placesLeft(slotId);
  await paymentWindow(page).getByRole("button", { name: "Annuler" }).click();
  const ask = page.getByRole("dialog", { name: "Votre réservation n'est pas payée" });
  await expect(ask).toContainText("Sa place vous est gardée 15 minutes");
  await ask.getByRole("button", { name: "Abandonner la réservation" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Réservation abandonnée" })).toBeVisible();
  await expect(ask).toBeHidden();
  expect(await placesLeft(slotId)).toBe(held + 1);
  // Nothing is left in Mes réservations, and « Réserver » books anew.
  await page.goto("/historique");
  await expect(page.getByText("0 réservation")).toBeVisible();
});

test("three payment windows closed: the fourth booking is refused, the three are listed with their deadline, and letting one go lets the member book again", async ({
  page,
  baseURL,
}) => {
  const base = baseURL as string;
  const member = await registerVerifiedMember(page.request, base);
  const token = await accessToken(page.request, base, member);
  // Two bookings whose payment window was closed, made through the API…
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
  ).json()) as Record<string, { id: number; available: boolean }[]>;
  const free = Object.keys(byDate)
    .filter((day) => day > today)
    .flatMap((day) => (byDate[day] ?? []).filter((s) => s.available));
  for (const slot of free.slice(-2)) await bookThroughApi(page.request, base, token, cardio.id, slot.id, 1);
  // …and a third through the wizard, its window closed and the booking kept for later.
  await logIn(page, base, member);
  await bookUpToPayment(page, 2);
  await paymentWindow(page).getByRole("button", { name: "Annuler" }).click();
  await page.getByRole("button", { name: "La garder pour payer plus tard" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // A fourth is refused; the refusal lists the three, each with when it lapses, and leads to them.
  await bookUpToPayment(page, 3);
  const holding = page.getByRole("list", { name: "Vos réservations non payées" }).getByRole("listitem");
  await expect(holding).toHaveCount(3);
  await expect(holding.first()).toContainText("En attente de paiement : libérée le");
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
  await bookUpToPayment(page, 3);
  await expect(paymentWindow(page)).toBeVisible();
});
