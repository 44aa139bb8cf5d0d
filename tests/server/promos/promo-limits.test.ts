import { describe, expect, it } from "vitest";
import { settlePayment } from "../../../server/domain/payment-settling";
import { issueTokens } from "../../../server/domain/tokens";
import { promoMessages } from "../../../src/contract/promos";
import { promoAdminMessages } from "../../../src/contract/staff/promos";
import { makeTestApp, quickMembers } from "../harness";
import { staffMember } from "../staff/staff-harness";
import { createPromo, DECOUVERTE, packQr, promo, settleQr } from "./promo-support";

const MINUTE = 60_000;

/** A member's access token as of the test's clock (one lives five minutes). */
const freshToken = async (t: Awaited<ReturnType<typeof makeTestApp>>, userId: number) =>
  (await issueTokens(t.deps, userId)).access;

const check = (t: Awaited<ReturnType<typeof makeTestApp>>, token: string, code: string) =>
  t.api.post("payments/promo-codes/check/", { code, purpose: "pack", object_id: DECOUVERTE }, token);

/** The payments with a code that were kept (paid), whoever paid them. */
const paidWithCode = async (t: Awaited<ReturnType<typeof makeTestApp>>) =>
  (
    await t.deps.db
      .selectFrom("payments")
      .select("id")
      .where("promoCodeId", "is not", null)
      .where("status", "=", "success")
      .execute()
  ).length;

describe("a promo code's last use", () => {
  it("stays with an open payment until its late answer may come, and is never granted twice", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const [first, second] = await quickMembers(t, 2);
    if (!first || !second) throw new Error("setup");
    await createPromo(t, admin.access, { code: "UNE", total_uses: 1, kind: "amount", value: 5_000 });
    const held = await packQr(t, first.access, "UNE");
    expect(held.status).toBe(200);
    const openedAt = t.deps.clock.now();
    // Past its validity, its provider may still say it was paid in time: the use is still its own.
    t.advance(7 * MINUTE);
    expect((await packQr(t, await freshToken(t, second.id), "UNE")).data.promo_code).toEqual([
      promoMessages.usedUp,
    ]);
    // Past the hold after it, the use is given back.
    t.advance(5 * MINUTE);
    const taken = await packQr(t, await freshToken(t, second.id), "UNE");
    expect(taken.status).toBe(200);
    // The first payment's success, paid in time, arrives now: the use is the second's, the money goes back.
    const late = await settlePayment(t.deps, held.data.qrId, "success", {
      transactionId: "om-late-1",
      paidAt: new Date(openedAt.getTime() + MINUTE),
    });
    expect(late?.status).toBe("refunded");
    await settleQr(t, taken.data.qrId);
    expect(await paidWithCode(t)).toBe(1);
    // Two members, an admin and a dozen requests: on PostgreSQL, on a busy machine, above 5 s.
  }, 20_000);

  it("given back by a refused payment, is not granted to that payment's late success as well", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const [first, second] = await quickMembers(t, 2);
    if (!first || !second) throw new Error("setup");
    await createPromo(t, admin.access, { code: "UNE", total_uses: 1, kind: "amount", value: 5_000 });
    const held = await packQr(t, first.access, "UNE");
    await settleQr(t, held.data.qrId, "refuse");
    const taken = await packQr(t, second.access, "UNE");
    expect(taken.status).toBe(200);
    await settleQr(t, taken.data.qrId);
    const late = await settlePayment(t.deps, held.data.qrId, "success", { transactionId: "om-late-2" });
    expect(late?.status).toBe("refunded");
    expect(await paidWithCode(t)).toBe(1);
  });
});

describe("a promo code that would leave too little to pay", () => {
  it("is refused at « Appliquer » and at payment; a percentage stops at 99", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const { access } = await t.loginDemo();
    // Pack Découverte costs 95 000 XOF.
    await createPromo(t, admin.access, { code: "TOUT", kind: "amount", value: 95_000 });
    await createPromo(t, admin.access, { code: "PRESQUE", kind: "amount", value: 94_950 });
    await createPromo(t, admin.access, { code: "CENTIME", kind: "amount", value: 94_900 });
    for (const code of ["TOUT", "PRESQUE"]) {
      expect((await check(t, access, code)).data.promo_code).toEqual([promoMessages.belowMinimum]);
      expect((await packQr(t, access, code)).data.promo_code).toEqual([promoMessages.belowMinimum]);
    }
    expect((await check(t, access, "CENTIME")).data.total).toBe(100);
    const whole = await t.api.post(
      "staff/promo-codes/",
      promo({ code: "GRATUIT", value: 100 }),
      admin.access,
    );
    expect(whole.data.value).toEqual([promoAdminMessages.percent]);
    expect(
      (await t.api.post("staff/promo-codes/", promo({ code: "QUASI", value: 99 }), admin.access)).status,
    ).toBe(201);
  });
});
