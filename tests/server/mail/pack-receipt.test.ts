import { afterEach, describe, expect, it } from "vitest";
import { formatXofPlain } from "../../../server/lib/money";
import { brand } from "../../../src/brand";
import { makeTestApp, type TestApp } from "../harness";
import { makeProviderApp, type ProviderApp } from "../payments/provider-harness";
import { demoClient, staffMember } from "../staff/staff-harness";

const DEMO = "demo@example.com";
const receipts = (t: Pick<TestApp, "mails">) => t.mails.filter((m) => m.subject.startsWith("Reçu :"));

async function packOne(t: Pick<TestApp, "deps">) {
  return t.deps.db.selectFrom("creditPacks").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
}

const balanceOf = async (t: Pick<TestApp, "api">, access: string) =>
  (await t.api.get("accounts/profile/", access)).data.body.total_credits as number;

let provider: ProviderApp | undefined;
afterEach(async () => {
  await provider?.close();
  provider = undefined;
});

describe("the receipt of a pack bought", () => {
  it("is sent once for a Wave payment, however often its webhook comes: pack, credits, amount, method, reference, balance", async () => {
    const t = await makeProviderApp();
    provider = t;
    const { access } = await t.loginDemo();
    const pack = await packOne(t);
    const checkout = await t.api.post("payments/pack/checkout/", { pack_id: 1 }, access);
    const paymentId = checkout.data.payment_id as string;
    const sessionId = (await t.paymentRow(paymentId))?.providerRef ?? "";
    await fetch(`${t.wave.url}/c/${sessionId}/pay`, { method: "POST", redirect: "manual" });
    await t.wave.replay(0);
    await t.wave.replay(0);
    await t.settled();
    const [mail, ...others] = receipts(t);
    expect(others).toEqual([]);
    expect(mail?.to).toBe(DEMO);
    expect(mail?.subject).toBe(`Reçu : ${pack.name} — ${brand.name}`);
    const lines = mail?.text.split("\n") ?? [];
    expect(lines).toContain(`Pack : ${pack.name}`);
    expect(lines).toContainEqual(
      expect.stringMatching(`^Crédits ajoutés : ${pack.creditNumber} crédits, valables jusqu'au `),
    );
    expect(lines).toContain(`Montant payé : ${formatXofPlain(pack.realPrice)}`);
    expect(lines).toContain("Moyen de paiement : Wave");
    expect(lines).toContain(`Référence du paiement : ${paymentId}`);
    expect(lines).toContain("Date : lundi 2 mars 2026 à 08h00 (heure de Dakar)");
    expect(lines).toContain(`Nouveau solde : ${await balanceOf(t, access)} crédits`);
  });

  it("is sent once for an Orange Money payment approved twice, and not for a payment refused", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const qr = async () =>
      (await t.api.post("payments/paiement/orange-money/", { object_id: 1, payment_purpose: "pack" }, access))
        .data.qrId as string;
    const refused = await qr();
    await t.app.request(`/sandbox/orange-money/${refused}/refuse`, { method: "POST" });
    expect(receipts(t)).toEqual([]);
    const paid = await qr();
    await t.app.request(`/sandbox/orange-money/${paid}/approve`, { method: "POST" });
    await t.app.request(`/sandbox/orange-money/${paid}/approve`, { method: "POST" });
    const status = await t.api.get(`payments/paiement/orange-money/get-status/${paid}/`, access);
    // A pack has no session to add to a calendar.
    expect(status.data).toMatchObject({ status: "SUCCESS", purpose: "pack" });
    expect(status.data.booking).toBeUndefined();
    const [mail, ...others] = receipts(t);
    expect(others).toEqual([]);
    expect(mail?.text).toContain("Moyen de paiement : Orange Money\n");
    expect(mail?.text).toContain(`Référence du paiement : ${paid}\n`);
  });

  it("is sent for a pack sold at the desk, with how it was paid and its reference", async () => {
    const t = await makeTestApp();
    const client = await demoClient(t);
    const staff = await staffMember(t, "reception");
    const sold = await t.api.post(
      `staff/clients/${client.id}/packs/`,
      { pack_id: 1, method: "orange_money", reference: "MP2603" },
      staff.access,
    );
    expect(sold.status).toBe(200);
    const [mail, ...others] = receipts(t);
    expect(others).toEqual([]);
    expect(mail?.to).toBe(DEMO);
    expect(mail?.text).toContain("Moyen de paiement : Orange Money, au centre\n");
    expect(mail?.text).toContain("Référence du paiement : MP2603\n");
    expect(mail?.text).toContain(`Nouveau solde : ${sold.data.total_credits} crédits\n`);
  });
});
