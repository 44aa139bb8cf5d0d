import { afterEach, describe, expect, it } from "vitest";
import { bookYoga } from "../harness";
import { makeProviderApp, type ProviderApp } from "./provider-harness";

let t: ProviderApp;
afterEach(async () => {
  await t?.close();
});

/** A pending booking of Yoga hatha (8 000 XOF) on 3 March, and its Orange Money QR code. */
async function bookAndOpenQr(app: ProviderApp, token: string, start = "10:00:00") {
  const { id } = await bookYoga(app, token, "2026-03-03", start);
  const qr = await app.api.post(
    "payments/paiement/orange-money/",
    { object_id: id, payment_purpose: "booking" },
    token,
  );
  expect(qr.status, JSON.stringify(qr.data)).toBe(200);
  const qrId = qr.data.qrId as string;
  return { bookingId: id, qrId, providerQrId: (await app.paymentRow(qrId))?.providerRef ?? "" };
}

/** What the log tells the centre about a payment's money. */
const linesOf = (app: ProviderApp, paymentId: string) => app.logs.filter((l) => l.includes(paymentId));

describe("money taken for a payment of the wrong amount", { timeout: 30_000 }, () => {
  it("by Orange Money: the centre is told to give back what was received, not what was asked", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { bookingId, qrId, providerQrId } = await bookAndOpenQr(t, access);
    // The payer sent 100 XOF for a QR code of 8 000.
    await t.om.pay(providerQrId, { amount: 100 });
    await t.settled();
    expect((await t.booking(bookingId))?.paymentStatus).toBe("pending");
    expect(await t.paymentRow(qrId)).toMatchObject({
      status: "refunded",
      refundState: "manual",
      refundAmount: 100,
    });
    expect(linesOf(t, qrId)).toEqual([
      `Paiement ${qrId} remboursé (montant reçu 100 XOF) : 100 XOF, à rendre par le centre.`,
    ]);
  });

  it("by Orange Money in another currency: no figure in XOF is made up, the centre reads it at the provider", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { qrId, providerQrId } = await bookAndOpenQr(t, access);
    const paid = await t.om.pay(providerQrId, { deliver: false });
    expect(await t.om.deliver({ ...paid, amount: { value: 8000, unit: "EUR" } })).toBe(200);
    await t.settled();
    expect(await t.paymentRow(qrId)).toMatchObject({
      status: "refunded",
      refundState: "manual",
      refundAmount: null,
    });
    expect(linesOf(t, qrId)).toEqual([
      `Paiement ${qrId} remboursé (montant reçu autre que des XOF entiers) : le montant reçu (à lire chez le prestataire), à rendre par le centre.`,
    ]);
  });

  it("by Wave: the log says the amount received went back, not the amount asked", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { id } = await bookYoga(t, access, "2026-03-03", "10:00:00");
    const pay = await t.api.post(
      "payments/payment/",
      { booking_on_payment_waiting: id, booking_method: 3 },
      access,
    );
    const paymentId = pay.data.payment_id as string;
    const sessionId = (await t.paymentRow(paymentId))?.providerRef ?? "";
    const session = t.wave.sessions.get(sessionId);
    if (!session) throw new Error("no session");
    session.amount = "100";
    await t.wave.pay(sessionId);
    await t.settled();
    expect(t.wave.state.refunds).toEqual([sessionId]);
    expect(await t.paymentRow(paymentId)).toMatchObject({
      status: "refunded",
      refundState: "sent",
      refundAmount: 100,
    });
    expect(linesOf(t, paymentId)).toEqual([
      `Paiement ${paymentId} remboursé (montant reçu 100 XOF) : 100 XOF, rendu par l'API du prestataire.`,
      `Paiement ${paymentId} : 100 XOF rendus au payeur par wave.`,
    ]);
  });

  it("paid in full but no longer wanted: the amount received is the amount asked", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { bookingId, qrId, providerQrId } = await bookAndOpenQr(t, access);
    expect((await t.api.post(`booking/booking/${bookingId}/cancel/`, {}, access)).status).toBe(200);
    await t.om.pay(providerQrId);
    await t.settled();
    expect(await t.paymentRow(qrId)).toMatchObject({
      status: "refunded",
      refundState: "manual",
      refundAmount: 8000,
    });
    expect(linesOf(t, qrId)).toEqual([
      `Paiement ${qrId} remboursé (paiement remplacé) : 8000 XOF, à rendre par le centre.`,
    ]);
  });
});
