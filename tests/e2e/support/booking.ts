import type { APIRequestContext, Page } from "@playwright/test";
import { bookingPrice } from "../../../src/lib/price";
import type { Member } from "./members";
import { expect } from "./test";

/** 'Suivant' of the wizard (the pagination has its own 'Page suivante'). */
export const nextButton = (page: Page) => page.getByRole("button", { name: "Suivant", exact: true });

/** Step 1: the service, by its exact name, turning the picker's pages on desktops. */
export async function chooseService(page: Page, name: string) {
  const option = page.getByRole("button", { name: new RegExp(`^${name}`) });
  const nextPage = page.getByRole("button", { name: "Page suivante" });
  await expect(page.getByRole("heading", { name: "Choisissez votre service" })).toBeVisible();
  // The list may still be loading: look again until the service shows, turning pages meanwhile.
  await expect(async () => {
    if (await option.isVisible()) return;
    if (await nextPage.isEnabled().catch(() => false)) await nextPage.click();
    throw new Error(`${name} pas encore affiché`);
  }).toPass({ timeout: 20_000 });
  await option.click();
  await expect(page.getByRole("button", { name: new RegExp(`^${name}`) })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
}

/**
 * Step 2: a slot from tomorrow on (today's may be past the 3-hour lead); `pick` spreads the
 * journeys over the slots so parallel tests do not fill the same one. `accept` chooses by what the
 * test needs (the slot's answer from the API), never by a position that depends on today's date.
 */
export async function chooseSlot(
  page: Page,
  pick = 0,
  accept?: (slot: { id: number; can_have_private_option: boolean }) => boolean,
) {
  const days = page
    .getByRole("group", { name: "Dates" })
    .getByRole("button", { pressed: false, disabled: false });
  await expect(days.first()).toBeVisible();
  for (let day = 1; day < 5; day++) {
    const dayButton = page.getByRole("group", { name: "Dates" }).locator("button[aria-pressed]").nth(day);
    await dayButton.click();
    const slots = page.getByRole("button", { name: /^\d\dh\d\d/ }).and(page.locator(":enabled"));
    const found = await slots
      .first()
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (!found) continue;
    const count = await slots.count();
    for (let tried = 0; tried < (accept ? count : 1); tried++) {
      const slot = slots.nth((pick + tried) % count);
      await slot.click();
      await expect(slot).toHaveAttribute("aria-pressed", "true");
      if (!accept) return;
      const answer = await page.request.get(`/api/booking/slots/${await draftSlotId(page)}/`);
      if (accept(await answer.json())) return;
    }
  }
  throw new Error("Aucun créneau libre dans la fenêtre affichée");
}

/** The draft's slot, as the spec's `reservationState` item holds it. */
export async function draftSlotId(page: Page): Promise<number> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("reservationState") ?? "{}").slotId);
}

export async function accessToken(request: APIRequestContext, baseURL: string, member: Member) {
  const answer = await request.post(`${baseURL}/api/accounts/login/`, {
    data: { username: member.email, password: member.password },
  });
  return (await answer.json()).body.access as string;
}

/** Another member books `slotId` through the API (to fill a slot or take its private option). */
export async function bookThroughApi(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  serviceId: number,
  slotId: number,
  persons: number,
) {
  const headers = { Authorization: `Bearer ${token}` };
  const service = await (await request.get(`${baseURL}/api/booking/services/${serviceId}/`)).json();
  const slot = await (await request.get(`${baseURL}/api/booking/slots/${slotId}/`, { headers })).json();
  const answer = await request.post(`${baseURL}/api/booking/booking/create/`, {
    headers,
    data: {
      service: serviceId,
      slot: slotId,
      ...bookingPrice(service, slot.pct_discount, persons, false),
      private_option: false,
      number_person: persons,
    },
  });
  expect(answer.status()).toBe(201);
}

/** The member's bookings as the API lists them. */
export async function bookingsOf(request: APIRequestContext, baseURL: string, token: string) {
  const answer = await request.get(`${baseURL}/api/booking/booking/validated?page_size=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await answer.json()).results as {
    booking_id: number;
    service_name: string;
    payment_status: string;
  }[];
}

/**
 * Where the payer confirms a QR code: the page its Orange Money deep link opens (the sandbox's, or
 * the provider's), with `/approve` or `/refuse` after it, as both answer a form there.
 */
export function qrAnswerUrl(deepLink: string, answer: "approve" | "refuse") {
  const url = new URL(deepLink);
  url.search = "";
  url.pathname = `${url.pathname}/${answer}`;
  return url.href;
}

/** Credits for a new member: a pack bought with Orange Money and approved where its QR code leads. */
export async function buyCredits(request: APIRequestContext, baseURL: string, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const packs = await (await request.get(`${baseURL}/api/configs/credit/`)).json();
  const qr = await (
    await request.post(`${baseURL}/api/payments/paiement/orange-money/`, {
      headers,
      data: { object_id: packs[0].credit_id, payment_purpose: "pack" },
    })
  ).json();
  await request.post(qrAnswerUrl(qr.deepLinks.OM, "approve"), { maxRedirects: 0 });
  return packs[0].credit_number as number;
}
