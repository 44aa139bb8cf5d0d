import { afterEach, describe, expect, it } from "vitest";
import { purchase } from "../../../server/domain/ledger";
import { sendDueRefunds } from "../../../server/payments/refunds";
import { bookYoga, quickMembers } from "../harness";
import { makeProviderApp, type ProviderApp } from "../payments/provider-harness";
import { inParallel, type ParallelRequest } from "./parallel";

let t: ProviderApp;
afterEach(async () => {
  await t?.close();
});

describe("provider notifications on several servers at once", { timeout: 90_000 }, () => {
  it("pay each booking once when Wave's and Orange Money's signed notifications race each other and credits", async () => {
    t = await makeProviderApp({ dbFile: true });
    const members = await quickMembers(t, 3);
    const requests: ParallelRequest[] = [];
    const booked: number[] = [];
    for (const [i, member] of members.entries()) {
      await purchase(
        t.deps.db,
        member.id,
        { name: "Pack", creditNumber: 100, realPrice: 0, validityDays: 30 },
        t.deps.clock.now(),
      );
      for (const [j, start] of ["09:00:00", "12:00:00"].entries()) {
        const { id } = await bookYoga(t, member.access, `2026-03-0${4 + i}`, start);
        booked.push(id);
        const credits: ParallelRequest = {
          tag: `credits-${id}`,
          method: "PUT",
          path: `/api/booking/booking/update_payment/${id}/`,
          token: member.access,
          json: { booking_method: 2 },
        };
        if (j === 0) {
          // Wave: the completed webhook, delivered three times, and once more as a new event.
          const checkout = await t.api.put(
            `booking/booking/update_payment/${id}/`,
            { booking_method: 3 },
            member.access,
          );
          const sessionId = (await t.paymentRow(checkout.data.payment_id))?.providerRef ?? "";
          await t.wave.pay(sessionId, { deliver: false });
          const first = t.wave.signedEvent(sessionId);
          const second = t.wave.signedEvent(sessionId);
          const webhook = (n: number, signed: typeof first): ParallelRequest => ({
            tag: `wave-${id}-${n}`,
            method: "POST",
            path: "/api/webhooks/wave/",
            json: signed.event,
            headers: signed.headers,
          });
          requests.push(webhook(1, first), credits, webhook(2, first), webhook(3, second), webhook(4, first));
        } else {
          // Orange Money: the signed callback, three times.
          const qr = await t.api.post(
            "payments/paiement/orange-money/",
            { object_id: id, payment_purpose: "booking" },
            member.access,
          );
          const paid = await t.om.pay((await t.paymentRow(qr.data.qrId))?.providerRef ?? "", {
            deliver: false,
          });
          const { headers } = t.om.signedCallback(paid);
          const callback = (n: number): ParallelRequest => ({
            tag: `om-${id}-${n}`,
            method: "POST",
            path: "/api/webhooks/orange-money/",
            json: paid,
            headers,
          });
          requests.push(callback(1), credits, callback(2), callback(3));
        }
      }
    }
    const answers = await inParallel(t, requests);
    for (const a of answers.filter((x) => !x.tag.startsWith("credits")))
      expect(a.status, `${a.tag} ${JSON.stringify(a.data)}`).toBe(200);
    sendDueRefunds(t.deps);
    await t.settled();
    for (const id of booked) {
      const booking = await t.booking(id);
      expect(booking?.paymentStatus, `booking ${id}`).toBe("paid");
      const [payment, ...others] = await t.deps.db
        .selectFrom("payments")
        .selectAll()
        .where("objectId", "=", id)
        .execute();
      expect(others).toEqual([]);
      const inCredits = await t.deps.db
        .selectFrom("creditMovements")
        .selectAll()
        .where("bookingId", "=", id)
        .execute();
      const receipts = await t.receipts(payment?.id ?? "");
      // One transaction, recorded once; the booking paid either by it or in credits, never both.
      expect(receipts, `booking ${id}`).toHaveLength(1);
      expect(inCredits.length + (payment?.status === "success" ? 1 : 0), `booking ${id}`).toBe(1);
      if (payment?.status !== "success") {
        expect(payment?.status).toBe("refunded");
        expect(payment?.refundState).toBe(payment?.provider === "wave" ? "sent" : "manual");
      }
      expect(booking?.paymentMethod).toBe(inCredits.length ? "PAY02" : payment?.method);
    }
    // Each Wave refund asked of Wave once, whichever server sent it.
    expect(new Set(t.wave.state.refunds).size).toBe(t.wave.state.refunds.length);
  });
});
