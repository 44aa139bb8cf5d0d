import type { PromoInput } from "../../../src/contract/staff/promos";
import type { TestApp } from "../harness";

/** Pack Découverte, as the seed sells it: 100 credits for 95 000 XOF, valid 180 days. */
export const DECOUVERTE = 2;

/** A code as an admin would write it: 25 % off everything, no dates, no limits, on. */
export const promo = (set: Partial<PromoInput> = {}): PromoInput => ({
  code: "ETE25",
  kind: "percent",
  value: 25,
  applies_to: "both",
  valid_from: null,
  valid_to: null,
  per_client: null,
  total_uses: null,
  is_active: true,
  ...set,
});

export async function createPromo(t: TestApp, adminToken: string, set: Partial<PromoInput> = {}) {
  const res = await t.api.post("staff/promo-codes/", promo(set), adminToken);
  if (res.status !== 201) throw new Error(`promo refused: ${JSON.stringify(res.data)}`);
  return res.data.promo as { id: number; code: string };
}

/** Opens an Orange Money QR code for the pack with a code; answers the answer. */
export const packQr = (t: TestApp, token: string, code?: string, gift?: boolean) =>
  t.api.post(
    "payments/paiement/orange-money/",
    { object_id: DECOUVERTE, payment_purpose: "pack", promo_code: code, gift },
    token,
  );

/** The sandbox's approval (or refusal) of an Orange Money payment. */
export const settleQr = (t: TestApp, qrId: string, action: "approve" | "refuse" = "approve") =>
  t.app.request(`/sandbox/orange-money/${qrId}/${action}`, { method: "POST" });

export const balanceOf = async (t: TestApp, token: string) =>
  (await t.api.get("accounts/profile/", token)).data.body.total_credits as number;
