import * as v from "valibot";
import { afterEach, describe, expect, it } from "vitest";
import { mobilePaymentPageSchema } from "../../../src/contract/payments";
import { bookYoga, otherMember } from "../harness";
import { makeProviderApp, type ProviderApp } from "./provider-harness";

let t: ProviderApp;
afterEach(async () => {
  await t?.close();
});

const receipts = async (app: ProviderApp, token: string | undefined, query = "") => {
  const res = await app.api.get(`payments/user-mobile-payments/${query}`, token);
  return { status: res.status, page: res.status === 200 ? v.parse(mobilePaymentPageSchema, res.data) : null };
};

describe("a member's Wave and Orange Money payments, as receipts", { timeout: 30_000 }, () => {
  it("lists the member's own paid bookings and packs with amount, method and reference, never another's", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();

    // A booking paid with Wave (8 000 XOF), through its webhook.
    const wave = await bookYoga(t, access, "2026-03-03", "10:00:00");
    const checkout = await t.api.post(
      "payments/payment/",
      { booking_on_payment_waiting: wave.id, booking_method: 3 },
      access,
    );
    const wavePayment = checkout.data.payment_id as string;
    const session = (await t.paymentRow(wavePayment))?.providerRef ?? "";
    expect(await t.wave.pay(session)).toBe(200);

    // A booking paid with Orange Money: Sonatel's transaction id is its reference.
    const om = await bookYoga(t, access, "2026-03-03", "11:00:00");
    const qr = await t.api.post(
      "payments/paiement/orange-money/",
      { object_id: om.id, payment_purpose: "booking" },
      access,
    );
    const omPayment = qr.data.qrId as string;
    const paid = await t.om.pay((await t.paymentRow(omPayment))?.providerRef ?? "");

    // A pack bought with Wave.
    const pack = await t.api.post("payments/pack/checkout/", { pack_id: 1 }, access);
    const packPayment = pack.data.payment_id as string;
    expect(await t.wave.pay((await t.paymentRow(packPayment))?.providerRef ?? "")).toBe(200);

    // A checkout left unpaid is no receipt.
    const unpaid = await bookYoga(t, access, "2026-03-03", "12:00:00");
    await t.api.post(
      "payments/payment/",
      { booking_on_payment_waiting: unpaid.id, booking_method: 3 },
      access,
    );

    const mine = await receipts(t, access);
    expect(mine.status).toBe(200);
    expect(mine.page?.count).toBe(3);
    const byId = new Map(mine.page?.results.map((r) => [r.id, r]));
    expect(byId.get(wavePayment)).toMatchObject({
      purpose: "booking",
      label: "Yoga hatha",
      booking_id: wave.id,
      amount: 8000,
      method: "PAY03",
      method_name: "Wave",
      reference: session,
      state: "paid",
    });
    expect(byId.get(omPayment)).toMatchObject({
      purpose: "booking",
      amount: 8000,
      method: "PAY04",
      method_name: "Orange Money",
      reference: paid.transactionId,
      state: "paid",
    });
    expect(byId.get(packPayment)).toMatchObject({
      purpose: "pack",
      method: "PAY03",
      booking_id: null,
      state: "paid",
    });
    expect(byId.get(packPayment)?.label).not.toBe("");

    // Cancelled, the booking's money came back as credits: the receipt says so.
    expect((await t.api.post(`booking/booking/${wave.id}/cancel/`, {}, access)).status).toBe(200);
    const after = await receipts(t, access);
    expect(after.page?.results.find((r) => r.id === wavePayment)?.state).toBe("refunded_credits");

    // Paginated like the other lists.
    const first = await receipts(t, access, "?page=1&page_size=2");
    expect(first.page?.results).toHaveLength(2);
    expect(first.page?.next).toContain("page=2");

    // Another member sees none of them; nobody without a token sees anything.
    const stranger = await otherMember(t);
    expect((await receipts(t, stranger)).page).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await receipts(t, undefined)).status).toBe(401);
  });
});
