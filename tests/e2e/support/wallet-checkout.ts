import type { APIRequestContext } from "@playwright/test";
import type { Member } from "./members";
import { expect } from "./test";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The member's access token, for the API calls a test makes in the member's name. */
export async function tokenOf(request: APIRequestContext, baseURL: string, member: Member) {
  const response = await request.post(`${baseURL}/api/accounts/login/`, {
    data: { username: member.email, password: member.password },
  });
  return (await response.json()).body.access as string;
}

/** A booking of one person at a free slot of the coming week, paid by the wallet: its checkout. */
export async function walletCheckout(request: APIRequestContext, baseURL: string, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const services = (await (await request.get(`${baseURL}/api/booking/services/?page_size=100`)).json())
    .results;
  const service = services[0];
  const byDate = await (
    await request.post(`${baseURL}/api/booking/slots/get_slots_by_dates/`, {
      data: { service_id: service.id, dates: [day(1), day(8)] },
    })
  ).json();
  const free = Object.values(byDate)
    .flat()
    .filter((slot: any) => slot.available && slot.remaining_capacity >= 1 && !slot.pct_discount);
  // Journeys run side by side: spread them over the free slots.
  const slot: any = free[Math.floor(Math.random() * free.length)];
  expect(slot, "un créneau libre dans la semaine").toBeTruthy();
  const created = await request.post(`${baseURL}/api/booking/booking/create/`, {
    headers,
    data: {
      service: service.id,
      slot: slot.id,
      price: service.price,
      credit_price: service.credit_price,
      private_option: false,
      number_person: 1,
    },
  });
  expect(created.status()).toBe(201);
  const bookingId = (await created.json()).booking_id as number;
  const methods = await (await request.get(`${baseURL}/api/configs/bookingmethod/`)).json();
  const wave = methods.find((m: { code: string }) => m.code === "PAY03");
  const paid = await request.post(`${baseURL}/api/payments/payment/`, {
    headers,
    data: { booking_on_payment_waiting: bookingId, booking_method: wave.id },
  });
  expect(paid.status()).toBe(200);
  const body = await paid.json();
  expect(body.status).toBe("redirect");
  return { url: body.checkout_url as string, paymentId: body.payment_id as string, service };
}
