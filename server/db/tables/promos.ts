import type { Generated } from "kysely";

/** Promo codes and gift packs (`0030_promo_codes_and_gifts`). */

export type PromoKind = "percent" | "amount";
export type PromoScope = "pack" | "booking" | "both";

/** A code the centre hands out: so much off a pack, a booking or both, within limits. */
export type PromoCodesTable = {
  id: Generated<number>;
  /** In capitals: a client types it in any case. */
  code: string;
  kind: PromoKind;
  /** A percentage (1–100) or XOF, by `kind`. */
  value: number;
  appliesTo: PromoScope;
  /** Dakar days, `YYYY-MM-DD`, both included; null: no bound. */
  validFrom: string | null;
  validTo: string | null;
  /** Uses per client and in total; null: no limit. */
  perClient: number | null;
  totalUses: number | null;
  isActive: Generated<boolean>;
  createdAt: Date;
};

/** A pack bought as a gift: a code its receiver redeems into the pack's credits, once. */
export type GiftCodesTable = {
  id: Generated<number>;
  code: string;
  paymentId: string;
  buyerId: number;
  packName: string;
  packCredits: number;
  packValidityDays: number;
  /** XOF paid for it. */
  price: number;
  createdAt: Date;
  redeemedBy: number | null;
  redeemedAt: Date | null;
};
