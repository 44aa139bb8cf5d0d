import { describe, expect, it } from "vitest";
import { makeTestApp } from "../harness";

const HUGE = "3000000000";

describe("ids no row can have", () => {
  it("are a 404 or a French 400 on either database, never a 500", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    for (const path of [
      `booking/services/${HUGE}/`,
      `configs/authSlider/${HUGE}/`,
      `configs/credit/${HUGE}/`,
      `booking/slots/${HUGE}/`,
    ]) {
      const res = await t.api.get(path);
      expect(res.status, path).toBe(404);
    }
    const slots = await t.api.get(`booking/slots/?service_id=${HUGE}&date=2026-03-04`);
    expect(slots.status).toBeLessThan(500);
    const booking = await t.api.post(
      "booking/booking/create/",
      { service: 3_000_000_000, slot: 1, price: 1, credit_price: 1, number_person: 1, private_option: false },
      access,
    );
    expect(booking.status).toBe(400);
    const payment = await t.api.post(
      "payments/payment/",
      { booking_on_payment_waiting: 3_000_000_000, booking_method: 2 },
      access,
    );
    expect(payment.status).toBe(400);
  });
});
