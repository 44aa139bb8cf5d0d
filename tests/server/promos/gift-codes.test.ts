import { describe, expect, it } from "vitest";
import { backgroundSettled } from "../../../server/lib/background";
import { formatXofPlain } from "../../../server/lib/money";
import { promoMessages } from "../../../src/contract/promos";
import { bookYoga, makeTestApp, methodId, quickMembers } from "../harness";
import { auditLines, staffMember } from "../staff/staff-harness";
import { balanceOf, createPromo, packQr, settleQr } from "./promo-support";

describe("a pack bought as a gift", () => {
  it("gives a code, mailed to the buyer, that another member redeems once into the pack's credits", async () => {
    const t = await makeTestApp();
    const { access: buyer } = await t.loginDemo();
    const [receiver, third] = await quickMembers(t, 2);
    if (!receiver || !third) throw new Error("setup");
    const qr = await packQr(t, buyer, undefined, true);
    await settleQr(t, qr.data.qrId);
    // No credits for the buyer: a code instead.
    expect(await balanceOf(t, buyer)).toBe(150);
    const gifts = (await t.api.get("payments/gift-codes/", buyer)).data;
    expect(gifts).toMatchObject([{ pack_name: "Pack Découverte", credits: 100, redeemed: false }]);
    const code = gifts[0].code as string;
    expect(t.mails.some((m) => m.to === "demo@example.com" && m.text.includes(code))).toBe(true);
    // The page the wallet returns to learns it was a gift, and its code, from the payment's status.
    const status = `payments/paiement/orange-money/get-status/${qr.data.qrId}/`;
    expect((await t.api.get(status, buyer)).data.gift).toEqual({
      code,
      pack_name: "Pack Découverte",
      credits: 100,
      mailed: true,
    });
    expect((await t.api.get(status, receiver.access)).status).toBe(404);

    expect((await t.api.post("payments/gift-codes/redeem/", { code }, buyer)).data.code).toEqual([
      promoMessages.giftOwn,
    ]);
    const redeemed = await t.api.post(
      "payments/gift-codes/redeem/",
      { code: code.toLowerCase() },
      receiver.access,
    );
    expect(redeemed.status).toBe(200);
    expect(redeemed.data.credits).toBe(100);
    expect(await balanceOf(t, receiver.access)).toBe(100);
    // Asked again by the same receiver (an answer lost): the same answer, no more credits.
    const retried = await t.api.post("payments/gift-codes/redeem/", { code }, receiver.access);
    expect(retried.status).toBe(200);
    expect(retried.data).toEqual(redeemed.data);
    expect(await balanceOf(t, receiver.access)).toBe(100);
    const record = (await t.api.get("payments/user-credit-records/?origin=purchase", receiver.access))
      .data[0];
    expect(record).toMatchObject({
      original_credit_number: 100,
      expiration_date: new Date(t.deps.clock.now().getTime() + 180 * 86_400_000).toISOString(),
    });
    const moves = await t.deps.db
      .selectFrom("creditMovements")
      .selectAll()
      .where("userId", "=", receiver.id)
      .execute();
    expect(moves.map((m) => m.delta)).toEqual([100]);
    expect((await auditLines(t)).filter((l) => l.action === "gift.redeemed")).toHaveLength(1);
    const twice = await t.api.post("payments/gift-codes/redeem/", { code }, third.access);
    expect(twice.data.code).toEqual([promoMessages.giftRedeemed]);
    expect((await t.api.get("payments/gift-codes/", buyer)).data[0].redeemed).toBe(true);
  });

  it("refuses a code that does not exist", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const res = await t.api.post("payments/gift-codes/redeem/", { code: "CADEAU-ZZZZZZZZ" }, access);
    expect(res.data.code).toEqual([promoMessages.giftUnknown]);
  });
});

describe("a promo code on a booking", () => {
  it("applies to a payment by Wave or Orange Money only, and a cancellation gives back what was paid", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const { access } = await t.loginDemo();
    await createPromo(t, admin.access, { code: "MOITIE", value: 50, applies_to: "booking" });
    const { id } = await bookYoga(t, access, "2026-03-04", "09:00:00");
    const credits = await t.api.post(
      "payments/payment/",
      { booking_on_payment_waiting: id, booking_method: await methodId(t, "PAY02"), promo_code: "MOITIE" },
      access,
    );
    expect(credits.data.detail).toBe(promoMessages.notForMethod);
    const packOnly = await t.api.post(
      "payments/promo-codes/check/",
      { code: "MOITIE", purpose: "pack", object_id: 2 },
      access,
    );
    expect(packOnly.data.promo_code).toEqual([promoMessages.notForPacks]);
    const quote = await t.api.post(
      "payments/promo-codes/check/",
      { code: "MOITIE", purpose: "booking", object_id: id },
      access,
    );
    const full = await t.deps.db
      .selectFrom("bookings")
      .select("moneyRefundCredits")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    // The modal says before paying what a cancellation would give back: what was paid, no more.
    expect(quote.data.refund_credits).toBe(Math.floor(full.moneyRefundCredits / 2));
    const qr = await t.api.post(
      "payments/paiement/orange-money/",
      { object_id: id, payment_purpose: "booking", promo_code: "moitie" },
      access,
    );
    expect(qr.status).toBe(200);
    const booking = await t.deps.db
      .selectFrom("bookings")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const payment = await t.deps.db
      .selectFrom("payments")
      .selectAll()
      .where("id", "=", qr.data.qrId)
      .executeTakeFirstOrThrow();
    expect(payment.amount).toBe(booking.price / 2);
    await settleQr(t, qr.data.qrId);
    const paid = await t.deps.db
      .selectFrom("bookings")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(paid.paymentStatus).toBe("paid");
    // Half the price paid: half the credits back should it be cancelled.
    expect(paid.moneyRefundCredits).toBe(Math.floor(booking.moneyRefundCredits / 2));
    // Its mails tell what was paid, not the price before the code.
    await backgroundSettled(t.deps);
    const half = formatXofPlain(payment.amount);
    expect(t.mails.some((m) => m.text.includes(`Total : ${half} (payé)`))).toBe(true);
    expect((await t.api.post(`booking/booking/${id}/cancel/`, {}, access)).status).toBe(200);
    await backgroundSettled(t.deps);
    expect(t.mails.some((m) => m.text.includes(`pour votre paiement de ${half}`))).toBe(true);
  });
});
