import * as v from "valibot";
import { PROVIDER_MIN_XOF } from "../lib/promo-price";
import { cleanString } from "./common";

/**
 * Promo codes and gift codes, as a member uses them:
 *
 *   POST payments/promo-codes/check/   {code, purpose, object_id}: the price with the code, or why not
 *   GET  payments/gift-codes/          the gift codes the member bought (newest first)
 *   POST payments/gift-codes/redeem/   {code}: the gift's credits added to the member's balance
 *
 * A code is then sent with the payment (`promo_code`), and a pack bought as a gift with `gift`:
 * the server prices the payment itself and never takes the app's figure.
 */
export const promoMessages = {
  codeRequired: "Saisissez un code.",
  unknown: "Ce code promo n'existe pas.",
  notYet: "Ce code promo n'est pas encore valable.",
  expired: "Ce code promo a expiré.",
  usedUp: "Ce code promo a déjà été utilisé autant de fois que possible.",
  usedUpForYou: "Vous avez déjà utilisé ce code promo autant de fois que possible.",
  notForPacks: "Ce code promo ne s'applique pas aux packs.",
  notForBookings: "Ce code promo ne s'applique pas aux réservations.",
  belowMinimum: `Avec ce code, il resterait moins de ${PROVIDER_MIN_XOF} XOF à payer : il ne peut pas s'appliquer à cet achat.`,
  notForMethod: "Un code promo s'applique au paiement par Wave ou Orange Money seulement.",
  giftUnknown: "Ce code cadeau n'existe pas.",
  giftRedeemed: "Ce code cadeau a déjà été utilisé.",
  giftOwn: "Ce code cadeau est celui que vous avez offert : donnez-le à la personne à qui vous l'offrez.",
  giftDone: (credits: string) => `Code cadeau utilisé : ${credits} ajoutés à votre solde.`,
} as const;

/** Up to 40 letters, digits and dashes; typed in any case, kept in capitals. */
export const codeText = v.pipe(
  cleanString(promoMessages.codeRequired),
  v.trim(),
  v.nonEmpty(promoMessages.codeRequired),
  v.maxLength(40, promoMessages.unknown),
  v.toUpperCase(),
);

export const promoCheckRequestSchema = v.object({
  code: codeText,
  purpose: v.picklist(["booking", "pack"]),
  object_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type PromoCheckRequest = v.InferInput<typeof promoCheckRequestSchema>;

/** The code as it applies: the price before, the XOF off, the price charged. */
export const promoQuoteSchema = v.object({
  code: v.string(),
  price: v.number(),
  discount: v.number(),
  total: v.number(),
  /** A booking's: the credits its cancellation gives back once paid at this total (no more). */
  refund_credits: v.optional(v.number()),
});
export type PromoQuote = v.InferOutput<typeof promoQuoteSchema>;

export const giftCodeSchema = v.object({
  code: v.string(),
  pack_name: v.string(),
  credits: v.number(),
  validity_days: v.number(),
  created_at: v.string(),
  redeemed: v.boolean(),
});
export type GiftCode = v.InferOutput<typeof giftCodeSchema>;
export const giftCodeListSchema = v.array(giftCodeSchema);

export const giftRedeemRequestSchema = v.object({ code: codeText });
export const giftRedeemResponseSchema = v.object({
  detail: v.string(),
  credits: v.number(),
  expires_at: v.string(),
});
