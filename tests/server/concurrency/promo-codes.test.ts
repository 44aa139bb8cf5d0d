import { describe, expect, it } from "vitest";
import { promoMessages } from "../../../src/contract/promos";
import { makeTestApp, quickMembers } from "../harness";
import { createPromo, DECOUVERTE, packQr, settleQr } from "../promos/promo-support";
import { staffMember } from "../staff/staff-harness";
import { inParallel, type ParallelRequest } from "./parallel";

describe("promo and gift codes from several servers at once", { timeout: 60_000 }, () => {
  it("gives the last use of a code to one member only", async () => {
    const t = await makeTestApp({ dbFile: true });
    const admin = await staffMember(t, "admin");
    await createPromo(t, admin.access, { code: "DERNIER", total_uses: 3 });
    const members = await quickMembers(t, 10);
    // Two uses gone already: one paid, one open.
    const [paid, open, ...racing] = members;
    if (!paid || !open) throw new Error("setup");
    await settleQr(t, (await packQr(t, paid.access, "DERNIER")).data.qrId);
    expect((await packQr(t, open.access, "DERNIER")).status).toBe(200);
    const requests: ParallelRequest[] = racing.map((m) => ({
      tag: String(m.id),
      method: "POST",
      path: "/api/payments/paiement/orange-money/",
      token: m.access,
      json: { object_id: DECOUVERTE, payment_purpose: "pack", promo_code: "dernier" },
    }));
    const answers = await inParallel(t, requests, 4, undefined, { statementDelayMs: 5 });
    // One member gets it; their own second request answers the same (a retry), never more credits.
    const winners = new Set(answers.filter((a) => a.status === 200).map((a) => a.tag));
    expect(winners.size).toBe(1);
    for (const a of answers.filter((x) => x.status !== 200))
      expect(a.data.promo_code).toEqual([promoMessages.usedUp]);
    const counted = await t.deps.db
      .selectFrom("payments")
      .select("id")
      .where("promoCodeId", "is not", null)
      .where("status", "in", ["pending", "success"])
      .execute();
    expect(counted).toHaveLength(3);
  });

  it("redeems a gift code once when two members enter it at once", async () => {
    const t = await makeTestApp({ dbFile: true });
    const [buyer, ...receivers] = await quickMembers(t, 5);
    if (!buyer) throw new Error("setup");
    await settleQr(t, (await packQr(t, buyer.access, undefined, true)).data.qrId);
    const code = (await t.api.get("payments/gift-codes/", buyer.access)).data[0].code as string;
    const requests: ParallelRequest[] = [];
    for (let round = 0; round < 2; round++)
      for (const m of receivers)
        requests.push({
          tag: String(m.id),
          method: "POST",
          path: "/api/payments/gift-codes/redeem/",
          token: m.access,
          json: { code },
        });
    const answers = await inParallel(t, requests, 4, undefined, { statementDelayMs: 5 });
    // One member gets it; their own second request answers the same (a retry), never more credits.
    const winners = new Set(answers.filter((a) => a.status === 200).map((a) => a.tag));
    expect(winners.size).toBe(1);
    for (const a of answers.filter((x) => x.status !== 200))
      expect(a.data.code).toEqual([promoMessages.giftRedeemed]);
    const moves = await t.deps.db
      .selectFrom("creditMovements")
      .select("delta")
      .where(
        "userId",
        "in",
        receivers.map((m) => m.id),
      )
      .execute();
    expect(moves.reduce((sum, m) => sum + m.delta, 0)).toBe(100);
    const audited = await t.deps.db
      .selectFrom("staffAudit")
      .select("id")
      .where("action", "=", "gift.redeemed")
      .execute();
    expect(audited).toHaveLength(1);
  });
});
