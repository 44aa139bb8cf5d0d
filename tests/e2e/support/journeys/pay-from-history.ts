import type { APIRequestContext, Page } from "@playwright/test";
import { bookingPrice } from "../../../../src/lib/price";
import {
  accessToken,
  bookingsOf,
  buyCredits,
  chooseService,
  chooseSlot,
  nextButton,
  qrAnswerUrl,
} from "../booking";
import { bookConfirmed, resultCount } from "../history";
import type { JourneyTest } from "../journey-test";
import { logIn, registerVerifiedMember, skipPromo } from "../members";
import { expect, isPhone } from "../test";

const dialog = (page: Page) => page.getByRole("dialog");
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A booking whose Orange Money payment the payer refused, made through the API. */
async function bookWithRefusedOrangeMoney(request: APIRequestContext, base: string, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const services = (await (await request.get(`${base}/api/booking/services/?page_size=100`)).json()).results;
  const service = services.find((s: { name: string }) => s.name === "Massage suédois");
  const byDate = await (
    await request.post(`${base}/api/booking/slots/get_slots_by_dates/`, {
      headers,
      data: { service_id: service.id, dates: [day(4), day(6)] },
    })
  ).json();
  const slots = (
    Object.values(byDate).flat() as { id: number; pct_discount: number; available: boolean }[]
  ).filter((s) => s.available);
  const slot = slots[Math.floor(Math.random() * slots.length)];
  if (!slot) throw new Error("Aucun créneau libre");
  const created = await request.post(`${base}/api/booking/booking/create/`, {
    headers,
    data: {
      service: service.id,
      slot: slot.id,
      ...bookingPrice(service, slot.pct_discount, 1, false),
      private_option: false,
      number_person: 1,
    },
  });
  expect(created.status()).toBe(201);
  const { booking_id } = await created.json();
  const qr = await (
    await request.post(`${base}/api/payments/paiement/orange-money/`, {
      headers,
      data: { object_id: booking_id, payment_purpose: "booking" },
    })
  ).json();
  await request.post(qrAnswerUrl(qr.deepLinks.OM, "refuse"), { maxRedirects: 0 });
  await expect
    .poll(async () => (await bookingsOf(request, base, token)).find((b) => b.booking_id === booking_id))
    .toMatchObject({ payment_status: "failed" });
  return booking_id as number;
}

const card = (page: Page, id: number) => page.locator(`#booking-${id}`);

/** Paying a booking that is not paid, from Mes réservations, with the wizard's payment modal. */
export function payFromHistoryJourneys(test: JourneyTest, providers: string) {
  test.describe(`paying from Mes réservations ${providers}`, () => {
    test.beforeEach(async ({ page }) => {
      await skipPromo(page);
      await page.clock.install();
    });

    test("a booking whose Orange Money payment failed is paid with 'Réessayer le paiement'", async ({
      page,
      baseURL,
    }) => {
      const base = baseURL as string;
      const member = await registerVerifiedMember(page.request, base);
      const token = await accessToken(page.request, base, member);
      const id = await bookWithRefusedOrangeMoney(page.request, base, token);
      await logIn(page, base, member);
      await page.goto("/historique");
      await expect(card(page, id)).toContainText("Échoué · Orange Money");
      await expect(card(page, id)).toContainText("Le paiement par Orange Money a échoué.");
      await card(page, id).getByRole("button", { name: "Réessayer le paiement" }).click();
      // The same modal as the wizard's, on the method that failed.
      await expect(dialog(page).getByRole("radio", { name: /^Orange Money/ })).toBeChecked();
      await expect(dialog(page)).toContainText("Massage suédois");
      const answer = page.waitForResponse((r) => r.url().endsWith("/api/payments/paiement/orange-money/"));
      await dialog(page).getByRole("button", { name: "Confirmer le paiement" }).click();
      const { deepLinks } = (await (await answer).json()) as { deepLinks: { OM: string } };
      await expect(dialog(page).getByRole("img", { name: "QR code de paiement Orange Money" })).toBeVisible();
      await page.request.post(qrAnswerUrl(deepLinks.OM, "approve"), { maxRedirects: 0 });
      await page.clock.runFor(3_000);
      await expect(page).toHaveURL(/\/confirmation\?status=success/);
      await expect(page.getByRole("main")).toContainText("Massage suédois");
      expect((await bookingsOf(page.request, base, token)).find((b) => b.booking_id === id)).toMatchObject({
        payment_status: "paid",
      });
      await page.goto("/historique");
      await expect(card(page, id)).toContainText("Payé · Orange Money");
      await expect(card(page, id).getByRole("button", { name: /Payer|Réessayer/ })).toHaveCount(0);
    });

    test("a booking to pay at the venue is paid online with credits", async ({ page, baseURL }) => {
      const base = baseURL as string;
      const member = await registerVerifiedMember(page.request, base);
      const token = await accessToken(page.request, base, member);
      const credits = await buyCredits(page.request, base, token);
      const booked = await bookConfirmed(page.request, base, token, {
        serviceName: "Yoga hatha",
        fromDay: 5,
        method: "PAY01",
      });
      await logIn(page, base, member);
      await page.goto("/historique");
      await expect(card(page, booked.id)).toContainText("À régler sur place");
      await card(page, booked.id).getByRole("button", { name: "Payer maintenant" }).click();
      // Paying at the venue is what it already is: not offered again.
      await expect(dialog(page).getByRole("radio", { name: /^Paiement sur place/ })).toHaveCount(0);
      await expect(dialog(page).getByRole("radio", { name: /^Crédits/ })).toBeChecked();
      await expect(dialog(page).getByText(`Solde: ${credits} crédits`)).toBeVisible();
      await dialog(page).getByRole("button", { name: "Confirmer le paiement" }).click();
      await expect(page).toHaveURL(/\/confirmation\?status=success/);
      expect(
        (await bookingsOf(page.request, base, token)).find((b) => b.booking_id === booked.id),
      ).toMatchObject({ payment_status: "paid" });
      await page.goto("/profil");
      await expect(page.getByText(`${credits - booked.creditPrice} crédits`, { exact: true })).toBeVisible();
    });

    test("the refusal of a 4th unpaid booking leads to the unpaid ones", async ({ page, baseURL }) => {
      const base = baseURL as string;
      const member = await registerVerifiedMember(page.request, base);
      const token = await accessToken(page.request, base, member);
      // One paid with credits, which the unpaid list leaves out.
      await buyCredits(page.request, base, token);
      await bookConfirmed(page.request, base, token, { serviceName: "Pilates", fromDay: 6, method: "PAY02" });
      for (const serviceName of ["Pilates", "Cardio training", "Yoga hatha"])
        await bookConfirmed(page.request, base, token, { serviceName, fromDay: 3, method: "PAY01" });
      await logIn(page, base, member);
      await page.goto("/reservation");
      await chooseService(page, "Renforcement musculaire");
      await nextButton(page).click();
      await chooseSlot(page, isPhone(page) ? 21 : 22);
      await nextButton(page).click();
      if (isPhone(page)) await nextButton(page).click();
      await page.getByLabel(/J'accepte les conditions/).check();
      await page.getByLabel(/aucune contre-indication/).check();
      await page.getByRole("button", { name: /^Réserver/ }).click();
      const unpaid = page.getByRole("link", { name: "Voir mes réservations non payées" });
      // Said where the booking button is, after the toast has gone.
      await page.clock.runFor(3_500);
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(unpaid.locator("..")).toContainText("Vous avez déjà 3 réservations non payées.");
      await unpaid.click();
      await expect(page).toHaveURL(/\/historique\?.*payment=unpaid/);
      await expect(resultCount(page, "3 réservations")).toBeVisible();
      await expect(page.getByRole("button", { name: "Payer maintenant" })).toHaveCount(3);
    });
  });
}
