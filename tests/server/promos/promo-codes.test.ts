import { describe, expect, it } from "vitest";
import { promoMessages } from "../../../src/contract/promos";
import { promoAdminMessages } from "../../../src/contract/staff/promos";
import { makeTestApp, quickMembers } from "../harness";
import { auditLines, staffMember } from "../staff/staff-harness";
import { balanceOf, createPromo, DECOUVERTE, packQr, promo, settleQr } from "./promo-support";

const check = (t: Awaited<ReturnType<typeof makeTestApp>>, token: string, code: string) =>
  t.api.post("payments/promo-codes/check/", { code, purpose: "pack", object_id: DECOUVERTE }, token);

describe("promo codes kept by admins", () => {
  it("are admins' only, unique whatever the case, and written to the audit log", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const desk = await staffMember(t, "reception");
    expect((await t.api.post("staff/promo-codes/", promo(), desk.access)).status).toBe(403);
    expect((await t.api.get("staff/promo-codes/", desk.access)).status).toBe(403);
    await createPromo(t, admin.access, { code: "ete25" });
    const again = await t.api.post("staff/promo-codes/", promo({ code: "Ete25" }), admin.access);
    expect(again.status).toBe(400);
    expect(again.data.code).toEqual([promoAdminMessages.taken]);
    const percent = await t.api.post("staff/promo-codes/", promo({ code: "X", value: 120 }), admin.access);
    expect(percent.data.value).toEqual([promoAdminMessages.percent]);
    const list = await t.api.get("staff/promo-codes/", admin.access);
    expect(list.data).toMatchObject([{ code: "ETE25", uses: 0, kind: "percent", value: 25 }]);
    expect((await auditLines(t)).map((l) => l.action)).toContain("promo.created");
  });
});

describe("a member's promo code", () => {
  it("says why it cannot be used: unknown, not yet, expired, not for packs, switched off", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const { access } = await t.loginDemo();
    // The test's day is 2026-03-02.
    await createPromo(t, admin.access, { code: "AVRIL", valid_from: "2026-04-01" });
    await createPromo(t, admin.access, { code: "FEVRIER", valid_to: "2026-02-28" });
    await createPromo(t, admin.access, { code: "SEANCE", applies_to: "booking" });
    await createPromo(t, admin.access, { code: "ETEINT", is_active: false });
    const said = async (code: string) => (await check(t, access, code)).data.promo_code?.[0];
    expect(await said("NOPE")).toBe(promoMessages.unknown);
    expect(await said("avril")).toBe(promoMessages.notYet);
    expect(await said("FEVRIER")).toBe(promoMessages.expired);
    expect(await said("SEANCE")).toBe(promoMessages.notForPacks);
    expect(await said("ETEINT")).toBe(promoMessages.unknown);
    // Refused at payment too, whatever the app says.
    expect((await packQr(t, access, "FEVRIER")).data.promo_code).toEqual([promoMessages.expired]);
  });

  it("charges the discounted price, computed by the server, and counts the use once paid", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const { access } = await t.loginDemo();
    await createPromo(t, admin.access, { code: "ETE25" });
    const quote = await check(t, access, " ete25 ");
    expect(quote.data).toEqual({ code: "ETE25", price: 95_000, discount: 23_750, total: 71_250 });
    const qr = await packQr(t, access, "ete25");
    expect(qr.status).toBe(200);
    const payment = await t.deps.db
      .selectFrom("payments")
      .selectAll()
      .where("id", "=", qr.data.qrId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ amount: 71_250, discount: 23_750 });
    // Open, not paid: listed as such, holding its use.
    expect((await t.api.get("staff/promo-codes/", admin.access)).data[0]).toMatchObject({
      uses: 0,
      open_uses: 1,
    });
    await settleQr(t, qr.data.qrId);
    expect(await balanceOf(t, access)).toBe(150 + 100);
    expect((await t.api.get("staff/promo-codes/", admin.access)).data[0]).toMatchObject({
      uses: 1,
      open_uses: 0,
    });
    const record = (await t.api.get("payments/user-credit-records/?origin=purchase", access)).data[0];
    expect(record.credit_real_price).toBe(71_250);
  });

  it("has its last use taken by an open payment, and given back when that payment fails", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const [first, second] = await quickMembers(t, 2);
    if (!first || !second) throw new Error("setup");
    await createPromo(t, admin.access, { code: "UNE", total_uses: 1, kind: "amount", value: 5_000 });
    const held = await packQr(t, first.access, "UNE");
    expect(held.status).toBe(200);
    expect((await packQr(t, second.access, "UNE")).data.promo_code).toEqual([promoMessages.usedUp]);
    // The same member opening again replaces their payment: the use is still theirs to take.
    const again = await packQr(t, first.access, "UNE");
    expect(again.status).toBe(200);
    await settleQr(t, again.data.qrId, "refuse");
    const freed = await packQr(t, second.access, "UNE");
    expect(freed.status).toBe(200);
    await settleQr(t, freed.data.qrId);
    expect((await packQr(t, first.access, "UNE")).data.promo_code).toEqual([promoMessages.usedUp]);
  });

  it("is used as many times per client as allowed", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const { access } = await t.loginDemo();
    await createPromo(t, admin.access, { code: "UNEFOIS", per_client: 1 });
    await settleQr(t, (await packQr(t, access, "UNEFOIS")).data.qrId);
    expect((await packQr(t, access, "UNEFOIS")).data.promo_code).toEqual([promoMessages.usedUpForYou]);
  });
});
