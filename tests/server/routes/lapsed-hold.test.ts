import { describe, expect, it } from "vitest";
import { findSlot, makeTestApp, methodId, quickMembers, type TestApp, yogaBooking } from "../harness";

const HOLD_LAPSED = 16 * 60_000;
const holdExpired = "Le délai de paiement de cette réservation est dépassé. Veuillez réserver à nouveau.";

/** Yoga hatha on Wednesday at 10:00 for `persons`, left unpaid; answers the booking and its slot. */
async function unpaidBooking(t: TestApp, token: string, persons: number) {
  const slot = await findSlot(t, 4, "2026-03-04", "10:00:00");
  const created = await t.api.post("booking/booking/create/", yogaBooking(slot, persons), token);
  expect(created.status).toBe(201);
  return { id: created.data.booking_id as number, slot };
}

/** The demo member pays with credits, logged in again (the access token of before has expired). */
const payWithCredits = async (t: TestApp, bookingId: number) =>
  t.api.post(
    "payments/payment/",
    { booking_on_payment_waiting: bookingId, booking_method: await methodId(t, "PAY02") },
    (await t.loginDemo()).access,
  );

describe("paying a booking whose payment hold lapsed", () => {
  it("is refused in French once others took its places, and the slot is never overbooked", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const mine = await unpaidBooking(t, access, 2);
    t.advance(HOLD_LAPSED);
    // The two places came back: others take every place left.
    const free = (await findSlot(t, 4, "2026-03-04", "10:00:00")).remaining_capacity;
    for (const other of await quickMembers(t, free)) await unpaidBooking(t, other.access, 1);
    const paid = await payWithCredits(t, mine.id);
    expect(paid.status).toBe(400);
    expect(JSON.stringify(paid.data)).toContain(holdExpired);
    expect((await findSlot(t, 4, "2026-03-04", "10:00:00")).remaining_capacity).toBe(0);
  });

  it("goes through while its places are still free (one fewer than it needs is not enough)", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const mine = await unpaidBooking(t, access, 2);
    t.advance(HOLD_LAPSED);
    const free = (await findSlot(t, 4, "2026-03-04", "10:00:00")).remaining_capacity;
    // All but two places taken: exactly what it needs.
    for (const other of await quickMembers(t, free - 2)) await unpaidBooking(t, other.access, 1);
    expect((await payWithCredits(t, mine.id)).status).toBe(200);

    const second = await makeTestApp();
    const login = await second.loginDemo();
    const again = await unpaidBooking(second, login.access, 2);
    second.advance(HOLD_LAPSED);
    const left = (await findSlot(second, 4, "2026-03-04", "10:00:00")).remaining_capacity;
    for (const other of await quickMembers(second, left - 1)) await unpaidBooking(second, other.access, 1);
    expect((await payWithCredits(second, again.id)).status).toBe(400);
  });
});
