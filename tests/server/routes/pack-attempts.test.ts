import { describe, expect, it } from "vitest";
import { issueTokens } from "../../../server/domain/tokens";
import { makeTestApp, quickMembers, type TestApp } from "../harness";

const MINUTE = 60_000;

/** A pack's Orange Money QR code, as the packs page asks for it. */
const packQr = (t: TestApp, token: string, pack = 1) =>
  t.api.post("payments/paiement/orange-money/", { object_id: pack, payment_purpose: "pack" }, token);
/** A pack's wallet checkout. */
const packCheckout = (t: TestApp, token: string, pack = 1) =>
  t.api.post("payments/pack/checkout/", { pack_id: pack }, token);

const refusal = (minutes: number) =>
  `Trop de tentatives de paiement de pack en une heure. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? "s" : ""}.`;

const paymentsOf = (t: TestApp, userId: number) =>
  t.deps.db.selectFrom("payments").selectAll().where("userId", "=", userId).execute();

/** A member with a fresh access token (one lives 5 minutes; these tests move the clock by the hour). */
async function member(t: TestApp) {
  const [one] = await quickMembers(t, 1);
  if (!one) throw new Error("no member");
  return { id: one.id, token: async () => (await issueTokens(t.deps, one.id)).access };
}

describe("a member's unpaid pack payments", () => {
  it("are at most 3 an hour, by Orange Money and the wallet alike; a fourth is refused in French and opens nothing", async () => {
    const t = await makeTestApp();
    const m = await member(t);
    expect((await packQr(t, await m.token())).status).toBe(200);
    expect((await packCheckout(t, await m.token(), 2)).status).toBe(200);
    expect((await packQr(t, await m.token(), 3)).status).toBe(200);
    for (const fourth of [packQr(t, await m.token(), 4), packCheckout(t, await m.token())]) {
      const answer = await fourth;
      expect(answer.status).toBe(400);
      expect(answer.data).toEqual({ detail: refusal(60) });
    }
    expect(await paymentsOf(t, m.id)).toHaveLength(3);
  });

  it("count over a sliding hour: the limit lifts once the oldest attempt is an hour old", async () => {
    const t = await makeTestApp();
    const m = await member(t);
    for (const pack of [1, 2, 3]) {
      expect((await packQr(t, await m.token(), pack)).status).toBe(200);
      t.advance(10 * MINUTE);
    }
    // 30 minutes after the first, 30 to go before it leaves the hour.
    expect((await packQr(t, await m.token())).data.detail).toBe(refusal(30));
    t.advance(29 * MINUTE);
    expect((await packQr(t, await m.token())).data.detail).toBe(refusal(1));
    t.advance(MINUTE);
    expect((await packQr(t, await m.token())).status).toBe(200);
    // The second attempt is still inside the hour: one only came back.
    expect((await packCheckout(t, await m.token())).status).toBe(400);
  });

  it("do not count the paid ones: a member buys as many packs as they pay for", async () => {
    const t = await makeTestApp();
    const m = await member(t);
    for (let i = 0; i < 3; i++) {
      const qr = await packQr(t, await m.token());
      expect(qr.status).toBe(200);
      await t.app.request(`/sandbox/orange-money/${qr.data.qrId}/approve`, { method: "POST" });
    }
    // Paid, but refunded: the member paid an attempt they had replaced, which is money, not a loop.
    const replaced = await packQr(t, await m.token());
    expect((await packCheckout(t, await m.token())).status).toBe(200);
    await t.app.request(`/sandbox/orange-money/${replaced.data.qrId}/approve`, { method: "POST" });
    expect((await paymentsOf(t, m.id)).find((p) => p.id === replaced.data.qrId)?.status).toBe("refunded");
    expect((await packQr(t, await m.token(), 2)).status).toBe(200);
    expect((await packQr(t, await m.token(), 3)).status).toBe(200);
    // Three unpaid now (the open checkout and the two QR codes): the limit still holds.
    expect((await packQr(t, await m.token(), 4)).status).toBe(400);
    expect((await paymentsOf(t, m.id)).filter((p) => p.status === "success")).toHaveLength(3);
  });

  it("are counted per member: another member still buys a pack", async () => {
    const t = await makeTestApp();
    const [first, second] = await quickMembers(t, 2);
    if (!first || !second) throw new Error("no members");
    for (const pack of [1, 2, 3]) expect((await packQr(t, first.access, pack)).status).toBe(200);
    expect((await packQr(t, first.access)).status).toBe(400);
    expect((await packQr(t, second.access)).status).toBe(200);
    expect((await packCheckout(t, second.access)).status).toBe(200);
  });
});
