import type { APIRequestContext } from "@playwright/test";
import { bookingPrice } from "../../src/lib/price";
import { accessToken, bookingsOf, qrAnswerUrl } from "./support/booking";
import { logIn, registerVerifiedMember, skipPromo } from "./support/members";
import { expect, test } from "./support/test";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Service = Parameters<typeof bookingPrice>[0] & { id: number; name: string };

/**
 * A booking of `serviceName` on a free slot without discount (so a cancellation gives back its
 * credit price), paid through the sandbox: Orange Money's QR code approved, or Wave's checkout paid.
 */
async function bookPaidWith(
  request: APIRequestContext,
  base: string,
  token: string,
  serviceName: string,
  method: "PAY03" | "PAY04",
) {
  const headers = { Authorization: `Bearer ${token}` };
  const services: Service[] = (
    await (await request.get(`${base}/api/booking/services/?page_size=100`)).json()
  ).results;
  const service = services.find((s) => s.name === serviceName);
  if (!service) throw new Error(`Service introuvable : ${serviceName}`);
  const byDate = await (
    await request.post(`${base}/api/booking/slots/get_slots_by_dates/`, {
      headers,
      data: { service_id: service.id, dates: [day(4), day(8)] },
    })
  ).json();
  const free = (
    Object.values(byDate).flat() as { id: number; pct_discount: number; available: boolean }[]
  ).filter((slot) => slot.available && slot.pct_discount === 0);
  // Journeys run side by side: spread them over the free slots.
  const slot = free[Math.floor(Math.random() * free.length)];
  if (!slot) throw new Error(`Aucun créneau libre sans remise pour ${serviceName}`);
  const created = await request.post(`${base}/api/booking/booking/create/`, {
    headers,
    data: {
      service: service.id,
      slot: slot.id,
      ...bookingPrice(service, 0, 1, false),
      private_option: false,
      number_person: 1,
    },
  });
  expect(created.status()).toBe(201);
  const { booking_id: id } = (await created.json()) as { booking_id: number };
  if (method === "PAY04") {
    const qr = await (
      await request.post(`${base}/api/payments/paiement/orange-money/`, {
        headers,
        data: { object_id: id, payment_purpose: "booking" },
      })
    ).json();
    await request.post(qrAnswerUrl(qr.deepLinks.OM, "approve"), { maxRedirects: 0 });
  } else {
    const methods = await (await request.get(`${base}/api/configs/bookingmethod/`)).json();
    const wave = methods.find((m: { code: string }) => m.code === "PAY03");
    const opened = await request.post(`${base}/api/payments/payment/`, {
      headers,
      data: { booking_on_payment_waiting: id, booking_method: wave.id },
    });
    const { checkout_url } = (await opened.json()) as { checkout_url: string };
    await request.post(`${new URL(checkout_url, base).href}/pay`, { maxRedirects: 0 });
  }
  await expect
    .poll(async () => (await bookingsOf(request, base, token)).find((b) => b.booking_id === id))
    .toMatchObject({ payment_status: "paid" });
  return { id, credits: service.credit_price };
}

/** The screen's words with their no-break spaces read as spaces. */
const words = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

test.beforeEach(async ({ page }) => {
  await skipPromo(page);
});

test("money paid by Orange Money or Wave comes back as credits: the cancel dialog says how many and for how long, then the card reads 'Remboursé', never 'Payé'", async ({
  page,
  baseURL,
}) => {
  const base = baseURL as string;
  const member = await registerVerifiedMember(page.request, base);
  const token = await accessToken(page.request, base, member);
  const paid = [
    {
      method: "Orange Money",
      ...(await bookPaidWith(page.request, base, token, "Massage suédois", "PAY04")),
    },
    { method: "Wave", ...(await bookPaidWith(page.request, base, token, "Yoga hatha", "PAY03")) },
  ];
  await logIn(page, base, member);
  await page.goto("/historique");
  for (const { method, id, credits } of paid) {
    const card = page.locator(`#booking-${id}`);
    await expect(card).toContainText(`Payé · ${method}`);
    await card.getByRole("button", { name: /^Annuler :/ }).click();
    const dialog = page.getByRole("dialog", { name: "Confirmer l'annulation" });
    await expect(dialog.getByTestId("cancel-refund")).toBeVisible();
    expect(words(await dialog.getByTestId("cancel-refund").textContent())).toBe(
      `Payée par ${method}, elle vous est remboursée en crédits, pas en XOF : ${credits} crédits, valables 365 jours.`,
    );
    await dialog.getByRole("button", { name: "Oui, annuler" }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("Annulée");
    await expect
      .poll(async () => words(await card.textContent()))
      .toContain(`Remboursé · ${credits} crédits`);
    expect(await card.textContent()).not.toContain("Payé");
  }
  // As the server lists them once loaded again, not only as the page changed them.
  await page.reload();
  for (const { id, credits } of paid) {
    const card = page.locator(`#booking-${id}`);
    await expect
      .poll(async () => words(await card.textContent()))
      .toContain(`Remboursé · ${credits} crédits`);
    expect(await card.textContent()).not.toContain("Payé");
  }
});
