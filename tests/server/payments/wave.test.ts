import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { PROVIDER_TIMEOUT_MS } from "../../../server/payments/accounts";
import { reconcileExpired } from "../../../server/payments/reconcile";
import { sendDueRefunds } from "../../../server/payments/refunds";
import { bookYoga, methodId } from "../harness";
import { makeProviderApp, type ProviderApp, secrets } from "./provider-harness";

let t: ProviderApp;
afterEach(async () => {
  await t?.close();
});

/** A pending booking of Yoga hatha (8 000 XOF) on 3 March, paid with Wave: its checkout. */
async function bookAndCheckout(app: ProviderApp, token: string, start = "10:00:00", key?: string) {
  const { id } = await bookYoga(app, token, "2026-03-03", start);
  const pay = () =>
    app.api.raw("POST", "/api/payments/payment/", {
      json: { booking_on_payment_waiting: id, booking_method: 3 },
      token,
      headers: key ? { "Idempotency-Key": key } : {},
    });
  const answer = await pay();
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  const paymentId = answer.data.payment_id as string;
  const sessionId = (await app.paymentRow(paymentId))?.providerRef ?? "";
  return { bookingId: id, paymentId, sessionId, answer: answer.data, pay };
}

const status = async (app: ProviderApp, token: string, id: string) =>
  (await app.api.get(`payments/paiement/orange-money/get-status/${id}/`, token)).data.status as string;

describe("Wave through its Checkout API", { timeout: 30_000 }, () => {
  it("opens one checkout session per attempt: XOF amount, client_reference, return pages, Idempotency-Key", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    expect(await methodId(t, "PAY03")).toBe(3);
    const first = await bookAndCheckout(t, access, "10:00:00", "attempt-1");
    const session = t.wave.sessions.get(first.sessionId);
    expect(first.answer).toEqual({
      booking_id: first.bookingId,
      status: "redirect",
      payment_status: "pending",
      message: "Paiement en attente de validation.",
      payment_id: first.paymentId,
      checkout_url: `${t.wave.url}/c/${first.sessionId}`,
    });
    expect(session).toMatchObject({
      amount: "8000",
      currency: "XOF",
      client_reference: first.paymentId,
      success_url: `${t.publicUrl}/callbacksuccessurl?payment=${first.paymentId}&purpose=booking`,
      error_url: `${t.publicUrl}/callbackcancelurl?payment=${first.paymentId}&purpose=booking`,
    });
    // The same request again (a lost answer): the same answer and session, no second one.
    const again = await first.pay();
    expect(again.data).toEqual(first.answer);
    expect(t.wave.state.created).toBe(1);
  });

  it("gets one session when the same attempt asks for its checkout twice at once (two tabs)", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { id } = await bookYoga(t, access, "2026-03-03", "10:00:00");
    const pay = () =>
      t.api.raw("PUT", `/api/booking/booking/update_payment/${id}/`, {
        json: { booking_method: 3 },
        token: access,
        headers: { "Idempotency-Key": "same-attempt" },
      });
    const [one, two] = await Promise.all([pay(), pay()]);
    expect(one.data.checkout_url).toMatch(new RegExp(`^${t.wave.url}/c/cos-`));
    expect(two.data).toEqual(one.data);
    expect(t.wave.sessions.size).toBe(1);
  });

  it("pays a booking once: the signed webhook applies it; a replay, a duplicate success and the return page change nothing", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { bookingId, paymentId, sessionId } = await bookAndCheckout(t, access);
    expect(await t.wave.pay(sessionId)).toBe(200);
    expect(await t.booking(bookingId)).toMatchObject({ paymentStatus: "paid", paymentMethod: "PAY03" });
    expect(await t.wave.replay(0)).toBe(200);
    expect(await t.wave.replay(0)).toBe(200);
    // The return page asks the server, which asks Wave: still paid once.
    t.advance(11_000);
    expect(await status(t, access, paymentId)).toBe("SUCCESS");
    expect(await t.receipts(paymentId)).toHaveLength(1);
    expect(t.mails.filter((m) => m.subject.startsWith("Réservation confirmée"))).toHaveLength(1);
    // A replay is known as such, not taken for money received twice.
    expect(t.logs.filter((l) => l.includes("reçue en plus"))).toEqual([]);
  });

  it("asks Wave to send again a signed checkout event whose session it cannot read, instead of dropping it", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { bookingId, sessionId } = await bookAndCheckout(t, access);
    await t.wave.pay(sessionId, { deliver: false });
    const { event } = t.wave.signedEvent(sessionId);
    // A session as Wave might one day shape it: its amount a number, not a string.
    const body = JSON.stringify({ ...event, data: { ...event.data, amount: 8000 } });
    const at = Math.floor(t.deps.clock.now().getTime() / 1000);
    const signature = createHmac("sha256", secrets.waveWebhookSecret).update(`${at}${body}`).digest("hex");
    const sent = await fetch(`${t.publicUrl}/api/webhooks/wave/`, {
      method: "POST",
      headers: { "Wave-Signature": `t=${at},v1=${signature}` },
      body,
    });
    expect(sent.status).toBe(500);
    expect(await sent.json()).toEqual({ detail: "Notification illisible." });
    expect(t.logs).toContain("Webhook Wave de paiement illisible (data.amount) : Wave le renverra.");
    expect((await t.booking(bookingId))?.paymentStatus).toBe("pending");
    // An event we do not act on is still taken at once.
    const other = JSON.stringify({ id: "EV_other", type: "merchant.payment_received", data: { amount: 1 } });
    const otherSignature = createHmac("sha256", secrets.waveWebhookSecret)
      .update(`${at}${other}`)
      .digest("hex");
    const taken = await fetch(`${t.publicUrl}/api/webhooks/wave/`, {
      method: "POST",
      headers: { "Wave-Signature": `t=${at},v1=${otherSignature}` },
      body: other,
    });
    expect(taken.status).toBe(200);
  });

  it("keeps one receipt per session, whether the lookup or the webhook carries Wave's transaction id", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { bookingId, paymentId, sessionId } = await bookAndCheckout(t, access);
    await t.wave.pay(sessionId, { deliver: false });
    expect(await status(t, access, paymentId)).toBe("SUCCESS");
    // The webhook comes after, its session without the transaction id.
    const { event } = t.wave.signedEvent(sessionId);
    const body = JSON.stringify({ ...event, data: { ...event.data, transaction_id: null } });
    const at = Math.floor(t.deps.clock.now().getTime() / 1000);
    const signature = createHmac("sha256", secrets.waveWebhookSecret).update(`${at}${body}`).digest("hex");
    const sent = await fetch(`${t.publicUrl}/api/webhooks/wave/`, {
      method: "POST",
      headers: { "Wave-Signature": `t=${at},v1=${signature}` },
      body,
    });
    expect(sent.status).toBe(200);
    expect(await t.receipts(paymentId)).toHaveLength(1);
    expect(t.logs.filter((l) => l.includes("reçue en plus"))).toEqual([]);
    expect((await t.booking(bookingId))?.paymentStatus).toBe("paid");
  });

  it("applies a webhook only for the session opened for that payment", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { bookingId, paymentId } = await bookAndCheckout(t, access);
    // Another session on the same wallet naming our payment (another tool with the same key).
    const stray = await fetch(`${t.wave.url}/v1/checkout/sessions`, {
      method: "POST",
      headers: { Authorization: `Bearer ${secrets.waveApiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        amount: "8000",
        currency: "XOF",
        client_reference: paymentId,
        success_url: "https://example.com/ok",
        error_url: "https://example.com/ko",
      }),
    });
    const { id } = (await stray.json()) as { id: string };
    expect(await t.wave.pay(id)).toBe(200);
    expect((await t.paymentRow(paymentId))?.status).toBe("pending");
    expect((await t.booking(bookingId))?.paymentStatus).toBe("pending");
    expect(t.logs.some((l) => l.includes("sans paiement correspondant"))).toBe(true);
  });

  it("refuses a webhook signed with another secret, or replayed more than 5 minutes later", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { bookingId, paymentId, sessionId } = await bookAndCheckout(t, access);
    await t.wave.pay(sessionId, { deliver: false });
    expect(
      await t.wave.sendSigned("checkout.session.completed", sessionId, {
        secret: "wave-webhook-secret-guess",
      }),
    ).toBe(401);
    const old = new Date(t.deps.clock.now().getTime() - 6 * 60_000);
    expect(await t.wave.sendSigned("checkout.session.completed", sessionId, { at: old })).toBe(401);
    const body = JSON.stringify({ id: "EV_1", type: "checkout.session.completed", data: {} });
    const unsigned = await fetch(`${t.publicUrl}/api/webhooks/wave/`, { method: "POST", body });
    expect(unsigned.status).toBe(401);
    expect((await t.paymentRow(paymentId))?.status).toBe("pending");
    expect((await t.booking(bookingId))?.paymentStatus).toBe("pending");
    expect(await t.wave.sendSigned("checkout.session.completed", sessionId, {})).toBe(200);
    expect((await t.booking(bookingId))?.paymentStatus).toBe("paid");
  });

  it("refunds through the API, once, a confirmation that arrives for a voided payment", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { bookingId, paymentId, sessionId } = await bookAndCheckout(t, access);
    const cancel = await t.api.post(`booking/booking/${bookingId}/cancel/`, {}, access);
    expect(cancel.status).toBe(200);
    expect((await t.paymentRow(paymentId))?.status).toBe("voided");
    expect(await t.wave.pay(sessionId)).toBe(200);
    expect(await t.paymentRow(paymentId)).toMatchObject({ status: "refunded" });
    await t.settled();
    expect(t.wave.state.refunds).toEqual([sessionId]);
    expect((await t.paymentRow(paymentId))?.refundState).toBe("sent");
    // Wave sending the event again asks for nothing more.
    await t.wave.replay(0);
    sendDueRefunds(t.deps);
    await t.settled();
    expect(t.wave.state.refunds).toEqual([sessionId]);
    expect((await t.booking(bookingId))?.paymentStatus).toBe("pending");
    expect((await t.api.get("accounts/profile/", access)).data.body.total_credits).toBe(150);
  });

  it("closes at Wave the checkout of a payment replaced or cancelled, so that it can no longer be paid", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const replaced = await bookAndCheckout(t, access);
    const credits = await t.api.put(
      `booking/booking/update_payment/${replaced.bookingId}/`,
      { booking_method: 2 },
      access,
    );
    expect(credits.data.payment_status).toBe("paid");
    const cancelled = await bookAndCheckout(t, access, "11:00:00");
    expect((await t.api.post(`booking/booking/${cancelled.bookingId}/cancel/`, {}, access)).status).toBe(200);
    await t.settled();
    expect(t.wave.state.expired).toEqual([replaced.sessionId, cancelled.sessionId]);
    for (const { sessionId } of [replaced, cancelled]) {
      const page = await fetch(`${t.wave.url}/c/${sessionId}/pay`, { method: "POST", redirect: "manual" });
      expect(page.status).toBe(400);
    }
    expect(t.wave.state.refunds).toEqual([]);
    expect(t.wave.state.webhooks).toEqual([]);
  });

  it("keeps a refund due while Wave does not answer, and sends it on the next round", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { bookingId, paymentId, sessionId } = await bookAndCheckout(t, access);
    await t.api.put(`booking/booking/update_payment/${bookingId}/`, { booking_method: 2 }, access);
    t.wave.stall(/\/refund$/);
    await t.wave.pay(sessionId);
    await t.wave.stalledCall();
    t.advance(PROVIDER_TIMEOUT_MS);
    // Wave makes the refund after our limit: we cannot know it, so it stays due.
    await t.wave.answerLate();
    await t.settled();
    expect((await t.paymentRow(paymentId))?.refundState).toBe("due");
    expect(t.logs.some((l) => l.includes("/refund : délai dépassé"))).toBe(true);
    t.wave.stall(null);
    sendDueRefunds(t.deps);
    await t.settled();
    expect((await t.paymentRow(paymentId))?.refundState).toBe("sent");
    // Sent again with the same Idempotency-Key: refunded once.
    expect(t.wave.state.refunds).toEqual([sessionId]);
  });

  it("takes a refund Wave says was already made as sent, instead of asking again forever", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { bookingId, paymentId, sessionId } = await bookAndCheckout(t, access);
    await t.api.put(`booking/booking/update_payment/${bookingId}/`, { booking_method: 2 }, access);
    // Paid though replaced; the centre refunds it from Wave's portal before our refund is sent.
    await t.wave.pay(sessionId, { deliver: false });
    const portal = await fetch(`${t.wave.url}/v1/checkout/sessions/${sessionId}/refund`, {
      method: "POST",
      headers: { Authorization: `Bearer ${secrets.waveApiKey}`, "Idempotency-Key": "portal" },
    });
    expect(portal.status).toBe(200);
    const { event, headers } = t.wave.signedEvent(sessionId);
    await fetch(`${t.publicUrl}/api/webhooks/wave/`, {
      method: "POST",
      headers,
      body: JSON.stringify(event),
    });
    await t.settled();
    expect(await t.paymentRow(paymentId)).toMatchObject({ status: "refunded", refundState: "sent" });
    sendDueRefunds(t.deps);
    await t.settled();
    expect(t.wave.state.refunds).toEqual([sessionId]);
  });

  it("reconciles a lost webhook by looking the session up when the return page asks", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { bookingId, paymentId, sessionId } = await bookAndCheckout(t, access);
    await t.wave.pay(sessionId, { deliver: false });
    expect(await status(t, access, paymentId)).toBe("SUCCESS");
    expect(t.wave.state.lookups).toEqual([sessionId]);
    expect((await t.booking(bookingId))?.paymentStatus).toBe("paid");
  });

  it("keeps a payment open after a failed attempt at Wave (a short balance), so the payer's retry in the same session pays it", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { bookingId, paymentId, sessionId } = await bookAndCheckout(t, access);
    expect(await t.wave.fail(sessionId)).toBe(200);
    expect(await status(t, access, paymentId)).toBe("PENDING");
    expect((await t.booking(bookingId))?.paymentStatus).toBe("pending");
    // The payer tops up and pays a minute later, in the same session.
    t.advance(60_000);
    expect(await t.wave.pay(sessionId)).toBe(200);
    await t.settled();
    expect((await t.booking(bookingId))?.paymentStatus).toBe("paid");
    expect(await t.paymentRow(paymentId)).toMatchObject({ status: "success", refundState: null });
    expect(t.wave.state.refunds).toEqual([]);
  });

  it("fails a payment that the payer cancelled on Wave's page", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const cancelled = await bookAndCheckout(t, access, "11:00:00");
    const page = await fetch(`${t.wave.url}/c/${cancelled.sessionId}/cancel`, {
      method: "POST",
      redirect: "manual",
    });
    expect(page.headers.get("Location")).toBe(
      `${t.publicUrl}/callbackcancelurl?payment=${cancelled.paymentId}&purpose=booking`,
    );
    expect(await status(t, access, cancelled.paymentId)).toBe("FAILED");
  });

  it("asks once more about a checkout left open past its validity, then expires it", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { paymentId, sessionId } = await bookAndCheckout(t, access);
    t.advance(15 * 60_000 + 1_000);
    expect(await reconcileExpired(t.deps)).toBe(1);
    // Closed at Wave first (its sessions stay open 30 minutes), then asked.
    expect(t.wave.state.expired).toEqual([sessionId]);
    expect(t.wave.state.lookups).toEqual([sessionId]);
    expect((await t.paymentRow(paymentId))?.status).toBe("failed");
    const page = await fetch(`${t.wave.url}/c/${sessionId}/pay`, { method: "POST", redirect: "manual" });
    expect(page.status).toBe(400);
    expect(await reconcileExpired(t.deps)).toBe(0);
    // Paid at Wave after that: the money goes back.
    await t.wave.pay(sessionId);
    await t.settled();
    expect((await t.paymentRow(paymentId))?.status).toBe("refunded");
    expect(t.wave.state.refunds).toEqual([sessionId]);
  });

  it("says in French that Wave does not answer, and fails the attempt", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { id } = await bookYoga(t, access, "2026-03-03", "10:00:00");
    t.wave.stall(/^\/v1\/checkout\/sessions$/);
    const asked = t.api.put(`booking/booking/update_payment/${id}/`, { booking_method: 3 }, access);
    await t.wave.stalledCall();
    expect(t.limitsGiven.at(-1)).toBe(PROVIDER_TIMEOUT_MS);
    t.advance(PROVIDER_TIMEOUT_MS);
    // A session Wave opens after the limit is not the member's: the attempt is already over.
    await t.wave.answerLate();
    const answer = await asked;
    expect(answer.status).toBe(424);
    expect(answer.data.detail).toBe(
      "Wave ne répond pas pour le moment. Veuillez réessayer dans un instant ou choisir un autre moyen de paiement.",
    );
    expect((await t.booking(id))?.paymentStatus).toBe("failed");
    expect(t.logs.some((l) => l.includes("Wave POST /v1/checkout/sessions : délai dépassé"))).toBe(true);
  });

  it("says in French that Wave refused, and logs Wave's error code without the key", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const account = t.deps.config.providers.PAY03;
    if (!account || account === "sandbox") throw new Error("setup");
    account.apiKey = "wave_sn_prod_revoked_key";
    const checkout = await t.api.post("payments/pack/checkout/", { pack_id: 1 }, access);
    expect(checkout.status).toBe(424);
    expect(checkout.data.detail).toBe(
      "Wave n'a pas pu ouvrir le paiement. Veuillez réessayer ou choisir un autre moyen de paiement.",
    );
    const line = t.logs.find((l) => l.includes("Wave POST /v1/checkout/sessions"));
    expect(line).toContain("statut 401 (request-validation-error)");
    expect(t.logs.join("\n")).not.toContain("wave_sn_prod_revoked_key");
  });

  it("buys a pack once through its checkout", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const checkout = await t.api.post("payments/pack/checkout/", { pack_id: 1 }, access);
    expect(checkout.data.checkout_url).toMatch(new RegExp(`^${t.wave.url}/c/cos-`));
    const sessionId = (await t.paymentRow(checkout.data.payment_id))?.providerRef ?? "";
    const page = await fetch(`${t.wave.url}/c/${sessionId}/pay`, { method: "POST", redirect: "manual" });
    expect(page.headers.get("Location")).toBe(
      `${t.publicUrl}/callbacksuccessurl?payment=${checkout.data.payment_id}&purpose=pack`,
    );
    await t.wave.replay(0);
    expect(await status(t, access, checkout.data.payment_id)).toBe("SUCCESS");
    expect((await t.api.get("accounts/profile/", access)).data.body.total_credits).toBe(200);
  });
});
