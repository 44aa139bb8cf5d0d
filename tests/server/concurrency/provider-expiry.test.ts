import { afterEach, describe, expect, it } from "vitest";
import { occupancy } from "../../../server/domain/capacity";
import { ASK_EVERY_MS, reconcileExpired } from "../../../server/payments/reconcile";
import { bookYoga, findSlot } from "../harness";
import { makeProviderApp, type ProviderApp } from "../payments/provider-harness";
import { inParallel, type ParallelRequest } from "./parallel";

let t: ProviderApp;
afterEach(async () => {
  await t?.close();
});

describe("a payment's expiry on several servers at once", { timeout: 60_000 }, () => {
  it("leaves a payment open while one server's ask is slow, however often others poll it: Wave's answer that it was paid in time is applied, not refunded", async () => {
    t = await makeProviderApp({ dbFile: true });
    const { access } = await t.loginDemo();
    const slot = await findSlot(t, 4, "2026-03-03", "10:00:00");
    const { id: bookingId } = await bookYoga(t, access, "2026-03-03", "10:00:00");
    const checkout = await t.api.post(
      "payments/payment/",
      { booking_on_payment_waiting: bookingId, booking_method: 3 },
      access,
    );
    const paymentId = checkout.data.payment_id as string;
    const sessionId = (await t.paymentRow(paymentId))?.providerRef ?? "";
    t.advance(5 * 60_000);
    // Paid at Wave in time; the webhook is lost.
    await t.wave.pay(sessionId, { deliver: false });
    const expiresAt = (await t.paymentRow(paymentId))?.expiresAt ?? new Date(0);
    t.advance(expiresAt.getTime() - t.deps.clock.now().getTime() + 1_000);
    // This server's upkeep asks Wave after the payment's end; Wave is slow to answer.
    t.wave.stall(/^\/v1\/checkout\/sessions\/[^/]+$/);
    const upkeep = reconcileExpired(t.deps);
    await t.wave.stalledCall();
    // Meanwhile the member's return page polls other servers, well after the last ask began.
    const { access: fresh } = await t.loginDemo();
    const poll = (n: number): ParallelRequest => ({
      tag: `poll-${n}`,
      method: "GET",
      path: `/api/payments/paiement/orange-money/get-status/${paymentId}/`,
      token: fresh,
    });
    const later = new Date(t.deps.clock.now().getTime() + 3 * ASK_EVERY_MS);
    const polls = await inParallel(t, [poll(1), poll(2), poll(3), poll(4)], 2, later);
    expect(polls.map((p) => [p.status, p.data.status])).toEqual(Array(4).fill([200, "PENDING"]));
    expect((await t.paymentRow(paymentId))?.status).toBe("pending");
    expect((await occupancy(t.deps.db, slot.id, t.deps.clock.now())).persons).toBe(1);
    // Wave answers the slow ask at last: paid in time.
    t.wave.stall(null);
    await t.wave.answerLate();
    await upkeep;
    await t.settled();
    expect((await t.booking(bookingId))?.paymentStatus).toBe("paid");
    expect(await t.paymentRow(paymentId)).toMatchObject({ status: "success", refundState: null });
    expect(t.wave.state.refunds).toEqual([]);
  });
});
