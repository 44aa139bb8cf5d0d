import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { bookingPrice } from "../../../src/lib/price";
import { expect, isPhone } from "./test";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export type Booked = { id: number; serviceName: string; day: string; start: string; creditPrice: number };

/**
 * A booking made and confirmed through the API (so `validated` lists it), on a free slot of
 * `serviceName` between `fromDay` and `fromDay + 2` days; a random slot keeps parallel tests apart.
 */
export async function bookConfirmed(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  { serviceName, fromDay, method }: { serviceName: string; fromDay: number; method: "PAY01" | "PAY02" },
): Promise<Booked> {
  const headers = { Authorization: `Bearer ${token}` };
  const services = (await (await request.get(`${baseURL}/api/booking/services/?page_size=100`)).json())
    .results;
  const service = services.find((s: { name: string }) => s.name === serviceName);
  const byDate = await (
    await request.post(`${baseURL}/api/booking/slots/get_slots_by_dates/`, {
      headers,
      data: { service_id: service.id, dates: [day(fromDay), day(fromDay + 2)] },
    })
  ).json();
  const slots = Object.values(byDate)
    .flat()
    .filter((s) => (s as { available: boolean }).available) as {
    id: number;
    date: string;
    start_time: string;
    pct_discount: number;
  }[];
  const slot = slots[Math.floor(Math.random() * slots.length)];
  if (!slot) throw new Error(`Aucun créneau libre pour ${serviceName}`);
  const price = bookingPrice(service, slot.pct_discount, 1, false);
  const created = await request.post(`${baseURL}/api/booking/booking/create/`, {
    headers,
    data: { service: service.id, slot: slot.id, ...price, private_option: false, number_person: 1 },
  });
  expect(created.status()).toBe(201);
  const { booking_id } = await created.json();
  const methods = await (await request.get(`${baseURL}/api/configs/bookingmethod/`)).json();
  const methodId = methods.find((m: { code: string }) => m.code === method).id;
  const confirmed = await request.post(`${baseURL}/api/booking/booking/${booking_id}/confirm-payment/`, {
    headers,
    data: { booking_method: methodId },
  });
  expect(confirmed.status()).toBe(200);
  return {
    id: booking_id,
    serviceName,
    day: slot.date,
    start: slot.start_time,
    creditPrice: price.credit_price,
  };
}

/** Sets filters: at once on a desktop, in the drawer then 'Appliquer' on a phone. */
export async function filter(page: Page, set: (scope: Locator) => Promise<unknown>) {
  if (!isPhone(page)) return set(page.locator("main"));
  await page.getByRole("button", { name: /^Filtres/ }).click();
  const drawer = page.getByRole("dialog", { name: "Filtres" });
  await set(drawer);
  await drawer.getByRole("button", { name: "Appliquer" }).click();
  await expect(drawer).toBeHidden();
}

export async function resetFilters(page: Page) {
  if (isPhone(page)) {
    await page.getByRole("button", { name: /^Filtres/ }).click();
    await page
      .getByRole("dialog", { name: "Filtres" })
      .getByRole("button", { name: "Réinitialiser" })
      .click();
  } else await page.locator("main").getByRole("button", { name: "Réinitialiser" }).click();
}

export const resultCount = (page: Page, text: string) =>
  page.getByRole("heading", { name: text, exact: true });
