import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { PROVIDER_TIMEOUT_MS } from "../../../server/payments/accounts";
import { reconcileExpired } from "../../../server/payments/reconcile";
import { post } from "../../fakes/http";
import { bookYoga, methodId } from "../harness";
import { makeProviderApp, type ProviderApp, secrets } from "./provider-harness";

let t: ProviderApp;
afterEach(async () => {
  await t?.close();
});

/** A pending booking of Yoga hatha (8 000 XOF a person) on 3 March, and its Orange Money QR code. */
async function bookAndOpenQr(app: ProviderApp, token: string, start = "10:00:00", persons = 1) {
  const { id } = await bookYoga(app, token, "2026-03-03", start, persons);
  const qr = await app.api.post(
    "payments/paiement/orange-money/",
    { object_id: id, payment_purpose: "booking" },
    token,
  );
  expect(qr.status, JSON.stringify(qr.data)).toBe(200);
  const qrId = qr.data.qrId as string;
  const providerQrId = (await app.paymentRow(qrId))?.providerRef ?? "";
  return { bookingId: id, qrId, providerQrId, answer: qr.data };
}

const status = async (app: ProviderApp, token: string, id: string) =>
  (await app.api.get(`payments/paiement/orange-money/get-status/${id}/`, token)).data.status as string;

describe("Orange Money through Sonatel's API", { timeout: 30_000 }, () => {
  it("is offered in production once configured, and registers where its callbacks go", async () => {
    t = await makeProviderApp();
    const methods = (await t.api.get("configs/bookingmethod/")).data as {
      code: string;
      display_on_booking: boolean;
    }[];
    expect(methods.filter((m) => m.display_on_booking).map((m) => m.code)).toEqual([
      "PAY01",
      "PAY02",
      "PAY03",
      "PAY04",
    ]);
    // The key Sonatel will send back in clear with every callback: OM_CALLBACK_KEY, not the secret.
    expect(t.om.state.callback).toEqual({
      callbackUrl: `${t.publicUrl}/api/webhooks/orange-money/`,
      apiKey: "om-callback-key-a47c90e13b",
      code: "123456",
      name: "Teranga Wellness",
    });
  });

  it("answers the provider's QR code, validity and deep links for the amount in XOF, with one cached token", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const first = await bookAndOpenQr(t, access);
    expect(first.answer).toEqual({
      qrId: first.qrId,
      qrCode: expect.any(String),
      validity: 300,
      deepLinks: {
        OM: `${t.om.url}/om/pay/${first.providerQrId}?app=om`,
        MAXIT: `${t.om.url}/om/pay/${first.providerQrId}?app=maxit`,
      },
    });
    expect(Buffer.from(first.answer.qrCode, "base64").subarray(1, 4).toString()).toBe("PNG");
    expect(t.om.state.qrRequests[0]).toEqual({
      amount: { unit: "XOF", value: 8000 },
      callbackCancelUrl: `${t.publicUrl}/callbackcancelurl?payment=${first.qrId}&purpose=booking`,
      callbackSuccessUrl: `${t.publicUrl}/callbacksuccessurl?payment=${first.qrId}&purpose=booking`,
      code: 123456,
      metadata: { paymentId: first.qrId },
      name: "Teranga Wellness",
      reference: first.qrId,
      validity: 300,
    });
    // The token of the callback's registration still serves, until shortly before it expires.
    const packQr = async (token: string) =>
      expect(
        (
          await t.api.post(
            "payments/paiement/orange-money/",
            { object_id: 1, payment_purpose: "pack" },
            token,
          )
        ).status,
      ).toBe(200);
    await packQr(access);
    expect(t.om.state.tokensIssued).toBe(1);
    t.advance(280_000);
    const { access: again } = await t.loginDemo();
    await packQr(again);
    expect(t.om.state.tokensIssued).toBe(2);
    // A token the provider revoked is asked for again, once.
    t.om.revokeTokens();
    await packQr(again);
    expect(t.om.state.tokensIssued).toBe(3);
  });

  it("pays a booking once: the signed callback applies it; a replay, a duplicate success and polls change nothing", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { bookingId, qrId, providerQrId } = await bookAndOpenQr(t, access);
    expect(await status(t, access, qrId)).toBe("PENDING");
    const paid = await t.om.pay(providerQrId);
    expect(t.om.state.deliveries).toEqual([
      { transactionId: paid.transactionId, status: 200, auth: "signature" },
    ]);
    expect(await t.booking(bookingId)).toMatchObject({ paymentStatus: "paid", paymentMethod: "PAY04" });
    expect(await t.om.deliver(paid)).toBe(200);
    expect(await t.om.deliver({ ...paid, updatedAt: new Date().toISOString() })).toBe(200);
    t.advance(11_000);
    expect(await status(t, access, qrId)).toBe("SUCCESS");
    expect(await t.receipts(qrId)).toHaveLength(1);
    expect(t.mails.filter((m) => m.subject.startsWith("Réservation confirmée"))).toHaveLength(1);
    expect(t.logs.filter((l) => l.includes("reçue en plus"))).toEqual([]);
    // Another transaction for the same QR code is money taken twice: the centre is told.
    await t.om.pay(providerQrId);
    expect(t.logs.filter((l) => l.includes("reçue en plus"))).toHaveLength(1);
    expect((await t.booking(bookingId))?.paymentStatus).toBe("paid");
  });

  it("leaves a real provider's payment alone on the demo's sandbox pages", async () => {
    t = await makeProviderApp({ demoMode: true });
    const { access } = await t.loginDemo();
    const { qrId } = await bookAndOpenQr(t, access);
    for (const path of [`/sandbox/orange-money/${qrId}/approve`, `/sandbox/orange-money/${qrId}`]) {
      const method = path.endsWith("approve") ? "POST" : "GET";
      expect((await t.app.request(path, { method })).status, path).toBe(404);
    }
    expect((await t.paymentRow(qrId))?.status).toBe("pending");
  });

  it("refuses a callback with a wrong signature, none, or one older than 5 minutes", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { bookingId, qrId, providerQrId } = await bookAndOpenQr(t, access);
    const paid = await t.om.pay(providerQrId, { deliver: false });
    expect(await t.om.deliver(paid, "wrong-signature")).toBe(401);
    expect(await t.om.deliver(paid, "none")).toBe(401);
    expect(await t.om.deliver(paid, "signature", new Date(t.deps.clock.now().getTime() - 6 * 60_000))).toBe(
      401,
    );
    expect((await t.paymentRow(qrId))?.status).toBe("pending");
    expect((await t.booking(bookingId))?.paymentStatus).toBe("pending");
    expect(t.logs).toContain(
      "Callback Orange Money refusé : signature ou clé absente, invalide ou trop ancienne.",
    );
    expect(await t.om.deliver(paid)).toBe(200);
    expect((await t.booking(bookingId))?.paymentStatus).toBe("paid");
  });

  it("takes the registered key, never the signing secret, as a callback's key; and signs with the secret only", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { bookingId, qrId, providerQrId } = await bookAndOpenQr(t, access);
    const paid = await t.om.pay(providerQrId, { deliver: false });
    const body = JSON.stringify(paid);
    const url = `${t.publicUrl}/api/webhooks/orange-money/`;
    expect(await post(url, body, { Authorization: `Basic ${secrets.omCallbackSecret}` })).toBe(401);
    // Whoever has seen the key (it travels in clear) cannot sign with it.
    const at = Math.floor(t.deps.clock.now().getTime() / 1000);
    const signedWithKey = createHmac("sha256", secrets.omCallbackKey).update(`${at},${body}`).digest("hex");
    expect(
      await post(url, body, {
        Authorization: `Basic ${secrets.omCallbackKey}`,
        "X-Sonatel-Signature": `t=${at},v1=${signedWithKey}`,
      }),
    ).toBe(401);
    await t.settled();
    expect((await t.paymentRow(qrId))?.status).toBe("pending");
    expect(await post(url, body, { Authorization: `Basic ${secrets.omCallbackKey}` })).toBe(200);
    await t.settled();
    expect((await t.booking(bookingId))?.paymentStatus).toBe("paid");
  });

  it("confirms a callback proved by the registered key alone with the transactions Sonatel lists for its payment, after answering it", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { bookingId, qrId, providerQrId } = await bookAndOpenQr(t, access);
    const paid = await t.om.pay(providerQrId, { auth: "key" });
    await t.settled();
    expect(t.om.state.searches).toEqual([qrId]);
    expect(await t.booking(bookingId)).toMatchObject({ paymentStatus: "paid", paymentMethod: "PAY04" });
    expect(await t.receipts(qrId)).toMatchObject([{ transactionId: paid.transactionId, amount: 8000 }]);
    // A made-up success for a transaction the provider does not know is not applied.
    const other = await bookAndOpenQr(t, access, "11:00:00");
    const forged = { ...paid, transactionId: "MPFORGED", reference: other.qrId };
    expect(await t.om.deliver(forged, "key")).toBe(200);
    await t.settled();
    expect(t.logs).toContain(
      `Callback Orange Money MPFORGED : Sonatel ne rattache pas cette transaction au paiement ${other.qrId} ; rien n'est appliqué.`,
    );
    expect((await t.paymentRow(other.qrId))?.status).toBe("pending");
    expect((await t.paymentRow(qrId))?.status).toBe("success");
  });

  it("never pays a payment with another payment's transaction claimed by a key-only callback, which then still pays its own", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    // A: 16 000 XOF; B: 8 000 XOF, really paid, its callback lost.
    const a = await bookAndOpenQr(t, access, "10:00:00", 2);
    const b = await bookAndOpenQr(t, access, "11:00:00");
    expect([(await t.paymentRow(a.qrId))?.amount, (await t.paymentRow(b.qrId))?.amount]).toEqual([
      16000, 8000,
    ]);
    const paidB = await t.om.pay(b.providerQrId, { deliver: false });
    // B's real transaction, sent with the key and A's reference, metadata and amount.
    const claimed = {
      ...paidB,
      reference: a.qrId,
      metadata: { paymentId: a.qrId },
      amount: { value: 16000, unit: "XOF" },
    };
    expect(await t.om.deliver(claimed, "key")).toBe(200);
    await t.settled();
    expect((await t.paymentRow(a.qrId))?.status).toBe("pending");
    expect((await t.booking(a.bookingId))?.paymentStatus).toBe("pending");
    expect(await t.receipts(a.qrId)).toEqual([]);
    expect(t.logs).toContain(
      `Callback Orange Money ${paidB.transactionId} : Sonatel ne rattache pas cette transaction au paiement ${a.qrId} ; rien n'est appliqué.`,
    );
    expect(t.logs.filter((l) => l.includes("remboursé") || l.includes("reçue en plus"))).toEqual([]);
    // The transaction was not spent on A: its own callback, with the key, pays B.
    expect(await t.om.deliver(paidB, "key")).toBe(200);
    await t.settled();
    expect(await t.booking(b.bookingId)).toMatchObject({ paymentStatus: "paid", paymentMethod: "PAY04" });
    expect(await t.receipts(b.qrId)).toMatchObject([{ transactionId: paidB.transactionId, amount: 8000 }]);
    expect((await t.paymentRow(a.qrId))?.status).toBe("pending");
    expect(await status(t, access, a.qrId)).toBe("PENDING");
  });

  it("does not take another payment's transaction for this one even when Sonatel's search returns every transaction; its own poll pays it", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const a = await bookAndOpenQr(t, access, "10:00:00", 2);
    const b = await bookAndOpenQr(t, access, "11:00:00");
    const paidB = await t.om.pay(b.providerQrId, { deliver: false });
    t.om.state.searchIgnoresReference = true;
    const claimed = { ...paidB, reference: a.qrId, amount: { value: 16000, unit: "XOF" } };
    expect(await t.om.deliver(claimed, "key")).toBe(200);
    await t.settled();
    expect(t.om.state.searches).toEqual([a.qrId]);
    expect((await t.paymentRow(a.qrId))?.status).toBe("pending");
    expect(await t.receipts(a.qrId)).toEqual([]);
    expect(t.logs).toContain(
      `Callback Orange Money ${paidB.transactionId} : Sonatel ne rattache pas cette transaction au paiement ${a.qrId} ; rien n'est appliqué.`,
    );
    // B's app polls: Sonatel's search finds the transaction, still unspent, and B is paid by it.
    expect(await status(t, access, b.qrId)).toBe("SUCCESS");
    expect(await t.booking(b.bookingId)).toMatchObject({ paymentStatus: "paid", paymentMethod: "PAY04" });
    expect(await t.receipts(b.qrId)).toMatchObject([{ transactionId: paidB.transactionId, amount: 8000 }]);
    expect(await status(t, access, a.qrId)).toBe("PENDING");
  });

  it("applies a key-only callback with the amount and currency Sonatel gives, not the body's", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    // Sonatel took 800 XOF; the callback's body says 8 000.
    const short = await bookAndOpenQr(t, access);
    const paidShort = await t.om.pay(short.providerQrId, { amount: 800, deliver: false });
    expect(await t.om.deliver({ ...paidShort, amount: { value: 8000, unit: "XOF" } }, "key")).toBe(200);
    await t.settled();
    expect(await t.paymentRow(short.qrId)).toMatchObject({ status: "refunded", refundState: "manual" });
    expect((await t.booking(short.bookingId))?.paymentStatus).toBe("pending");
    expect(t.logs).toContain(
      `Paiement ${short.qrId} remboursé (montant reçu 800 XOF) : 800 XOF, à rendre par le centre.`,
    );
    // Sonatel lists 8 000 of another currency; the body says XOF.
    const foreign = await bookAndOpenQr(t, access, "11:00:00");
    const paidForeign = await t.om.pay(foreign.providerQrId, { deliver: false });
    const listed = t.om.state.transactions.find((tx) => tx.transactionId === paidForeign.transactionId);
    if (!listed) throw new Error("the fake lists no such transaction");
    listed.amount = { value: 8000, unit: "EUR" };
    expect(await t.om.deliver(paidForeign, "key")).toBe(200);
    await t.settled();
    expect((await t.paymentRow(foreign.qrId))?.status).toBe("refunded");
    expect((await t.booking(foreign.bookingId))?.paymentStatus).toBe("pending");
  });

  it("answers a key-only callback without waiting for Sonatel, then pays the booking once", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { bookingId, qrId, providerQrId } = await bookAndOpenQr(t, access);
    t.om.stall(/^\/api\/eWallet\/v1\/transactions$/);
    // Sonatel holds the search: the callback is answered all the same, with nothing applied yet.
    const paid = await t.om.pay(providerQrId, { auth: "key" });
    expect(t.om.state.deliveries.at(-1)).toEqual({
      transactionId: paid.transactionId,
      status: 200,
      auth: "key",
    });
    await t.om.stalledCall();
    expect((await t.paymentRow(qrId))?.status).toBe("pending");
    // Sonatel answers: the transaction is applied, and then never again.
    t.om.stall(null);
    await t.om.answerLate();
    await t.settled();
    expect(await t.booking(bookingId)).toMatchObject({ paymentStatus: "paid", paymentMethod: "PAY04" });
    expect(await t.om.deliver(paid, "key")).toBe(200);
    expect(await t.om.deliver(paid)).toBe(200);
    await t.settled();
    t.advance(11_000);
    expect(await status(t, access, qrId)).toBe("SUCCESS");
    expect(await t.receipts(qrId)).toHaveLength(1);
    expect(t.mails.filter((m) => m.subject.startsWith("Réservation confirmée"))).toHaveLength(1);
  });

  it("leaves a key-only callback Sonatel did not confirm to the upkeep, which pays it at the payment's end", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { bookingId, qrId, providerQrId } = await bookAndOpenQr(t, access);
    t.om.stall(/^\/api\/eWallet\/v1\/transactions$/);
    const paid = await t.om.pay(providerQrId, { auth: "key" });
    await t.om.stalledCall();
    t.advance(PROVIDER_TIMEOUT_MS);
    await t.settled();
    expect(t.logs).toContain(
      `Callback Orange Money ${paid.transactionId} non confirmé (Orange Money GET /api/eWallet/v1/transactions : délai dépassé) : redemandé au prestataire avec le paiement.`,
    );
    expect((await t.paymentRow(qrId))?.status).toBe("pending");
    t.om.stall(null);
    // Nobody polls; past the QR code's validity the upkeep's search finds the transaction.
    t.advance(361_000);
    expect(await reconcileExpired(t.deps)).toBe(1);
    expect((await t.booking(bookingId))?.paymentStatus).toBe("paid");
    expect(await t.receipts(qrId)).toHaveLength(1);
  });

  it("reconciles a lost callback when the app polls, asking at most every 10 seconds", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { bookingId, qrId, providerQrId } = await bookAndOpenQr(t, access);
    expect(await status(t, access, qrId)).toBe("PENDING");
    expect(t.om.state.searches).toEqual([qrId]);
    await t.om.pay(providerQrId, { deliver: false });
    t.advance(3_000);
    expect(await status(t, access, qrId)).toBe("PENDING");
    expect(t.om.state.searches).toHaveLength(1);
    t.advance(7_000);
    expect(await status(t, access, qrId)).toBe("SUCCESS");
    expect((await t.booking(bookingId))?.paymentStatus).toBe("paid");
  });

  it("counts only the transactions that name the payment, whatever else Sonatel's search returns", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const unpaid = await bookAndOpenQr(t, access);
    const paid = await bookAndOpenQr(t, access, "11:00:00");
    await t.om.pay(paid.providerQrId, { deliver: false });
    t.om.state.searchIgnoresReference = true;
    expect(await status(t, access, unpaid.qrId)).toBe("PENDING");
    expect((await t.booking(unpaid.bookingId))?.paymentStatus).toBe("pending");
    expect(await status(t, access, paid.qrId)).toBe("SUCCESS");
    expect((await t.booking(paid.bookingId))?.paymentStatus).toBe("paid");
  });

  it("asks once more about a payment whose callback never came after its validity, then expires it", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const paidInTime = await bookAndOpenQr(t, access);
    const neverPaid = await bookAndOpenQr(t, access, "11:00:00");
    await t.om.pay(paidInTime.providerQrId, { deliver: false });
    // The QR code's 5 minutes, and the minute a payment takes to settle.
    t.advance(361_000);
    expect(await reconcileExpired(t.deps)).toBe(2);
    expect((await t.paymentRow(paidInTime.qrId))?.status).toBe("success");
    expect((await t.booking(paidInTime.bookingId))?.paymentStatus).toBe("paid");
    expect((await t.paymentRow(neverPaid.qrId))?.status).toBe("failed");
    expect(t.om.state.searches.filter((r) => r === neverPaid.qrId)).toHaveLength(1);
    // Nothing is left to ask about.
    expect(await reconcileExpired(t.deps)).toBe(0);
    const { access: again } = await t.loginDemo();
    expect(await status(t, again, neverPaid.qrId)).toBe("FAILED");
    expect(t.om.state.searches.filter((r) => r === neverPaid.qrId)).toHaveLength(1);
  });

  it("takes a payment Sonatel accepts at the QR code's last second as in time: the code is shown for 5 minutes, the payment stays open one more", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { bookingId, qrId, providerQrId, answer } = await bookAndOpenQr(t, access);
    expect(answer.validity).toBe(300);
    expect(t.om.state.qrRequests[0]?.validity).toBe(300);
    // Confirmed in the payer's app at 4 min 59 s, stamped by Sonatel a few seconds later.
    t.advance(305_000);
    const paid = await t.om.pay(providerQrId, { deliver: false });
    const { access: again } = await t.loginDemo();
    expect(await status(t, again, qrId)).toBe("SUCCESS");
    expect(await t.om.deliver(paid)).toBe(200);
    expect((await t.booking(bookingId))?.paymentStatus).toBe("paid");
    expect(await t.paymentRow(qrId)).toMatchObject({ status: "success", refundState: null });
  });

  it("says in French that Orange Money does not answer, and lets the booking's places go", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { id } = await bookYoga(t, access, "2026-03-03", "10:00:00");
    t.om.stall(/^\/api\/eWallet\/v4\/qrcode$/);
    const asked = t.api.post(
      "payments/paiement/orange-money/",
      { object_id: id, payment_purpose: "booking" },
      access,
    );
    await t.om.stalledCall();
    expect(t.limitsGiven.at(-1)).toBe(PROVIDER_TIMEOUT_MS);
    t.advance(PROVIDER_TIMEOUT_MS);
    // Its answer after the limit is not waited for: the attempt is already over.
    await t.om.answerLate();
    const qr = await asked;
    expect(qr.status).toBe(424);
    expect(qr.data.detail).toBe(
      "Orange Money ne répond pas pour le moment. Veuillez réessayer dans un instant ou choisir un autre moyen de paiement.",
    );
    expect(await t.booking(id)).toMatchObject({ paymentStatus: "failed" });
    expect(t.logs.some((l) => l.includes("Orange Money POST /api/eWallet/v4/qrcode : délai dépassé"))).toBe(
      true,
    );
  });

  it("refunds an approval of a QR code voided by paying in credits: left to the centre, never applied", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { bookingId, qrId, providerQrId } = await bookAndOpenQr(t, access);
    const credits = await t.api.put(
      `booking/booking/update_payment/${bookingId}/`,
      { booking_method: await methodId(t, "PAY02") },
      access,
    );
    expect(credits.data.payment_status).toBe("paid");
    await t.om.pay(providerQrId);
    expect(await t.paymentRow(qrId)).toMatchObject({ status: "refunded", refundState: "manual" });
    expect(await t.booking(bookingId)).toMatchObject({ paymentMethod: "PAY02", paymentStatus: "paid" });
    expect(t.logs).toContain(
      `Paiement ${qrId} remboursé (paiement remplacé) : 8000 XOF, à rendre par le centre.`,
    );
    expect((await t.api.get("accounts/profile/", access)).data.body.total_credits).toBe(142);
  });

  it("refunds a success of another amount instead of applying it", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { bookingId, qrId, providerQrId } = await bookAndOpenQr(t, access);
    await t.om.pay(providerQrId, { amount: 800 });
    expect((await t.paymentRow(qrId))?.status).toBe("refunded");
    expect((await t.booking(bookingId))?.paymentStatus).toBe("pending");
  });

  it("buys a pack once, however often the callback and the polls come", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const qr = await t.api.post(
      "payments/paiement/orange-money/",
      { object_id: 1, payment_purpose: "pack" },
      access,
    );
    const paid = await t.om.pay((await t.paymentRow(qr.data.qrId))?.providerRef ?? "");
    await t.om.deliver(paid);
    for (let i = 0; i < 3; i++) {
      t.advance(10_000);
      expect(await status(t, access, qr.data.qrId)).toBe("SUCCESS");
    }
    expect((await t.api.get("accounts/profile/", access)).data.body.total_credits).toBe(200);
  });
});
