import { afterEach, describe, expect, it } from "vitest";
import { PROVIDER_TIMEOUT_MS } from "../../../server/payments/accounts";
import { reconcileExpired } from "../../../server/payments/reconcile";
import { bookYoga } from "../harness";
import { makeProviderApp, type ProviderApp, secrets } from "./provider-harness";

let t: ProviderApp;
afterEach(async () => {
  await t?.close();
});

describe("the providers' secrets", { timeout: 30_000 }, () => {
  it("appear in no log line and no answer, through payments, refusals, time-outs and refunds", async () => {
    t = await makeProviderApp();
    const answers: string[] = [];
    const keep = <T extends { data: unknown }>(answer: T) => {
      answers.push(JSON.stringify(answer.data));
      return answer;
    };
    const { access } = await t.loginDemo();
    // Orange Money: paid, a forged callback, a time-out.
    const first = await bookYoga(t, access, "2026-03-03", "10:00:00");
    const qr = keep(
      await t.api.post(
        "payments/paiement/orange-money/",
        { object_id: first.id, payment_purpose: "booking" },
        access,
      ),
    );
    expect(qr.status, JSON.stringify(qr.data)).toBe(200);
    const paid = await t.om.pay((await t.paymentRow(qr.data.qrId))?.providerRef ?? "");
    await t.om.deliver(paid, "wrong-signature");
    t.om.stall(/^\/api\/eWallet\/v4\/qrcode$/);
    const stalledQr = t.api.post(
      "payments/paiement/orange-money/",
      { object_id: 1, payment_purpose: "pack" },
      access,
    );
    await t.om.stalledCall();
    t.advance(PROVIDER_TIMEOUT_MS);
    await t.om.answerLate();
    expect(keep(await stalledQr).status).toBe(424);
    t.om.stall(null);
    // Wave: refused key, paid after cancellation (refunded), a time-out, a bad signature.
    const second = await bookYoga(t, access, "2026-03-03", "11:00:00");
    const checkout = keep(
      await t.api.put(`booking/booking/update_payment/${second.id}/`, { booking_method: 3 }, access),
    );
    await t.api.post(`booking/booking/${second.id}/cancel/`, {}, access);
    const sessionId = (await t.paymentRow(checkout.data.payment_id))?.providerRef ?? "";
    await t.wave.pay(sessionId);
    await t.wave.sendSigned("checkout.session.completed", sessionId, { secret: "devine" });
    t.wave.stall(/^\/v1\/checkout\/sessions$/);
    const stalledCheckout = t.api.post("payments/pack/checkout/", { pack_id: 1 }, access);
    await t.wave.stalledCall();
    t.advance(PROVIDER_TIMEOUT_MS);
    await t.wave.answerLate();
    expect(keep(await stalledCheckout).status).toBe(424);
    t.wave.stall(null);
    t.advance(16 * 60_000);
    await reconcileExpired(t.deps);
    await t.settled();

    expect(t.om.state.issuedTokens.length).toBeGreaterThan(0);
    expect(t.wave.state.refunds).toEqual([sessionId]);
    const forbidden = [...Object.values(secrets), ...t.om.state.issuedTokens];
    expect(t.logs.length).toBeGreaterThan(5);
    for (const line of [...t.logs, ...answers])
      for (const secret of forbidden) expect(line, line).not.toContain(secret);
  });
});
