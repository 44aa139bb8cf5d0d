import { describe, expect, it } from "vitest";
import type { NewRow } from "../../../server/db/tables";
import { makeTestApp, type TestApp } from "../harness";

const DAY = 86_400_000;

/** Pack Découverte, as the seed sells it: 100 credits for 95 000 XOF, valid 180 days. */
const DECOUVERTE = 2;

/** The pack as the centre's back-office will change it, between a member's checkout and its payment. */
const editPack = (t: TestApp, set: Partial<NewRow<"creditPacks">>) =>
  t.deps.db.updateTable("creditPacks").set(set).where("id", "=", DECOUVERTE).execute();

const balance = async (t: TestApp, token: string) =>
  (await t.api.get("accounts/profile/", token)).data.body.total_credits as number;

/** The member's newest purchase record, as the transaction history reads it. */
const lastPurchase = async (t: TestApp, token: string) =>
  (await t.api.get("payments/user-credit-records/?origin=purchase", token)).data[0];

describe("a pack's payment", () => {
  it("grants the pack as it stood at checkout, though it was made bigger before the payment was confirmed", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const qr = await t.api.post(
      "payments/paiement/orange-money/",
      { object_id: DECOUVERTE, payment_purpose: "pack" },
      access,
    );
    expect(qr.status).toBe(200);
    await editPack(t, {
      creditNumber: 500,
      realPrice: 400_000,
      validityDays: 365,
      name: "Pack Découverte XL",
    });
    t.advance(60_000);
    await t.app.request(`/sandbox/orange-money/${qr.data.qrId}/approve`, { method: "POST" });
    expect(await balance(t, access)).toBe(150 + 100);
    expect(await lastPurchase(t, access)).toMatchObject({
      service_name: "Pack Découverte",
      original_credit_number: 100,
      credit_real_price: 95_000,
      expiration_date: new Date(t.deps.clock.now().getTime() + 180 * DAY).toISOString(),
    });
  });

  it("grants the pack as it stood at checkout, though it was made smaller before the payment was confirmed", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const checkout = await t.api.post("payments/pack/checkout/", { pack_id: DECOUVERTE }, access);
    expect(checkout.status).toBe(200);
    await editPack(t, { creditNumber: 50, realPrice: 40_000, validityDays: 30 });
    await t.app.request(`${checkout.data.checkout_url}/pay`, { method: "POST" });
    expect(await balance(t, access)).toBe(150 + 100);
    expect(await lastPurchase(t, access)).toMatchObject({
      original_credit_number: 100,
      credit_real_price: 95_000,
      expiration_date: new Date(t.deps.clock.now().getTime() + 180 * DAY).toISOString(),
    });
  });

  it("grants the pack bought even when the centre withdrew it before the payment was confirmed", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const checkout = await t.api.post("payments/pack/checkout/", { pack_id: DECOUVERTE }, access);
    await editPack(t, { isActive: false });
    await t.app.request(`${checkout.data.checkout_url}/pay`, { method: "POST" });
    expect(await balance(t, access)).toBe(150 + 100);
    // A new checkout sees the pack as it is now: withdrawn.
    const again = await t.api.post("payments/pack/checkout/", { pack_id: DECOUVERTE }, access);
    expect(again.status).toBe(404);
  });
});
