import * as v from "valibot";
import { isDay } from "../lib/calendar-day";
import { pagedSchema, queryInt } from "./common";
import { codeText } from "./promos";

export const paymentMessages = {
  methodUnknown: "Méthode de paiement non reconnue",
  methodNotForBooking: "Cette méthode de paiement n'est pas proposée pour les réservations.",
  methodNotForPack: "Cette méthode de paiement n'est pas proposée pour les packs.",
  bookingMissing: "Impossible de finaliser le paiement: ID de réservation manquant",
  bookingNotPayable: "Cette réservation ne peut plus être payée.",
  alreadyPaid: "Cette réservation est déjà payée.",
  holdExpired: "Le délai de paiement de cette réservation est dépassé. Veuillez réserver à nouveau.",
  tooManyAttempts:
    "Trop de tentatives de paiement pour cette réservation. Choisissez un autre moyen de paiement ou réservez à nouveau.",
  insufficient: "Solde insuffisant. Veuillez recharger vos crédits.",
  confirmedAtVenue: "Réservation confirmée. Vous paierez lors de votre arrivée.",
  paidWithCredits: "Paiement confirmé avec succès!",
  checkoutOpened: "Paiement en attente de validation.",
  notFinalized: "Le paiement n'a pas pu être finalisé. Veuillez contacter notre service client.",
  paymentNotFound: "Paiement introuvable.",
  packNotFound: "Pack introuvable.",
  purpose: "Objet du paiement invalide.",
  idempotencyConflict: "Cette clé d'idempotence a déjà servi pour une autre requête.",
  integer: "Un nombre entier est attendu.",
} as const;

const positiveId = v.pipe(
  v.number(paymentMessages.integer),
  v.integer(paymentMessages.integer),
  v.minValue(1, paymentMessages.integer),
  // No row has a larger id (an `integer` column on PostgreSQL): refused as invalid, not a 500.
  v.maxValue(2_147_483_647, paymentMessages.integer),
);

export const methodCodeSchema = v.picklist(["PAY01", "PAY02", "PAY03", "PAY04"]);
export type MethodCode = v.InferOutput<typeof methodCodeSchema>;

export const bookingMethodSchema = v.object({
  id: v.number(),
  code: methodCodeSchema,
  name: v.string(),
  description: v.string(),
  image: v.string(),
  display_on_booking: v.boolean(),
  display_on_pack: v.boolean(),
  user_total_credits: v.nullable(v.number()),
});
export type BookingMethod = v.InferOutput<typeof bookingMethodSchema>;

export const payBookingRequestSchema = v.object({
  booking_on_payment_waiting: positiveId,
  booking_method: positiveId,
  /** A promo code, for a payment by Wave or Orange Money only. */
  promo_code: v.optional(codeText),
});
export const bookingMethodRequestSchema = v.object({ booking_method: positiveId });

/** What paying a booking answers: done, or a provider step to go through. */
export const paymentResultSchema = v.object({
  booking_id: v.number(),
  status: v.picklist(["confirmed", "paid", "redirect", "qr"]),
  payment_status: v.picklist(["pending", "paid", "failed"]),
  message: v.string(),
  checkout_url: v.optional(v.string()),
  payment_id: v.optional(v.string()),
});

export type PaymentResult = v.InferOutput<typeof paymentResultSchema>;

export const orangeMoneyRequestSchema = v.object({
  object_id: positiveId,
  payment_purpose: v.picklist(["booking", "pack"], paymentMessages.purpose),
  promo_code: v.optional(codeText),
  /** A pack bought as a gift: its success gives a code, not credits. */
  gift: v.optional(v.boolean()),
});
export const orangeMoneyResponseSchema = v.object({
  qrId: v.string(),
  qrCode: v.string(),
  validity: v.number(),
  deepLinks: v.object({ OM: v.string(), MAXIT: v.string() }),
});
export type OrangeMoneyResponse = v.InferOutput<typeof orangeMoneyResponseSchema>;
/** The session a payment confirmed, as the calendar entry of the page the wallet returns to needs it. */
export const paidBookingSchema = v.object({
  booking_id: v.number(),
  service_name: v.string(),
  /** YYYY-MM-DD and HH:MM:SS, in Dakar. */
  reserved_for: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  start_time: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}(:\d{2})?$/)),
  end_time: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}(:\d{2})?$/)),
  number_person: v.number(),
});
export type PaidBooking = v.InferOutput<typeof paidBookingSchema>;

/** The gift code a paid gift pack gave, as the page the wallet returns to shows it. */
export const paidGiftSchema = v.object({
  code: v.string(),
  pack_name: v.string(),
  credits: v.number(),
  /** Whether the code's mail went out (a buyer known by phone only gets none). */
  mailed: v.boolean(),
});
export type PaidGift = v.InferOutput<typeof paidGiftSchema>;

/**
 * A provider payment's status. The other fields say what was paid and how, for the pages the
 * wallet returns to; optional, so an answer with the status alone still reads.
 */
export const paymentStatusResponseSchema = v.object({
  status: v.picklist(["PENDING", "SUCCESS", "FAILED"]),
  method: v.optional(v.picklist(["PAY03", "PAY04"])),
  method_name: v.optional(v.string()),
  purpose: v.optional(v.picklist(["booking", "pack"])),
  /** XOF. */
  amount: v.optional(v.number()),
  /**
   * A booking this payment confirmed, still on: the page shows its calendar entry. One that does
   * not read right is left out, and the page shows the rest.
   */
  booking: v.fallback(v.optional(paidBookingSchema), undefined),
  /** A pack bought as a gift and paid: the code to give (told to its buyer only), not credits. */
  gift: v.fallback(v.optional(paidGiftSchema), undefined),
});
export type PaymentStatusResponse = v.InferOutput<typeof paymentStatusResponseSchema>;

export const packCheckoutRequestSchema = v.object({
  pack_id: positiveId,
  promo_code: v.optional(codeText),
  gift: v.optional(v.boolean()),
});
export const checkoutResponseSchema = v.object({ payment_id: v.string(), checkout_url: v.string() });
export type CheckoutResponse = v.InferOutput<typeof checkoutResponseSchema>;

export const creditPackSchema = v.object({
  credit_id: v.number(),
  name: v.string(),
  credit_number: v.number(),
  real_price: v.number(),
  validity_days: v.number(),
});
export type CreditPack = v.InferOutput<typeof creditPackSchema>;

export const creditRecordSchema = v.object({
  id: v.number(),
  origin: v.picklist(["purchase", "booking", "refund"]),
  service_name: v.string(),
  date_add: v.string(),
  expiration_date: v.nullable(v.string()),
  is_expired: v.boolean(),
  original_credit_number: v.number(),
  used_credits: v.number(),
  left_credits: v.number(),
  credit_real_price: v.number(),
  credit_number: v.number(),
  /**
   * A late-cancel or no-show fee (`charge`) or one given back by staff (`reversal`); null for any
   * other line. Absent from an older server.
   */
  penalty: v.optional(v.nullable(v.picklist(["charge", "reversal"]))),
});
export type CreditRecord = v.InferOutput<typeof creditRecordSchema>;

/** A real calendar day (not 2026-02-30), or no filter. */
const filterDay = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      v.check((day: string) => isDay(day)),
    ),
  ),
  undefined,
);

/** `GET payments/user-credit-records/` filters; a value the server does not know is ignored. */
export const creditRecordQuerySchema = v.object({
  origin: v.fallback(v.optional(v.picklist(["purchase", "booking", "refund"])), undefined),
  is_expired: v.fallback(v.optional(v.picklist(["true", "false"])), undefined),
  date_from: filterDay,
  date_to: filterDay,
});

/** `GET configs/credit/?page=`: the packs as a page (without `page`, a plain list). */
export const packPageQuerySchema = v.object({ page: queryInt(1, 1, 1000), page_size: queryInt(10, 1, 100) });

/**
 * `GET payments/user-mobile-payments/` 🔒: the member's own Wave and Orange Money payments that
 * went through, newest first, as receipts: what was paid (a service or a pack), the amount in XOF,
 * the method and the provider's reference. `refunded`: the provider gave the money back;
 * `refunded_credits`: the booking was cancelled and the money came back as credits.
 */
export const mobilePaymentSchema = v.object({
  id: v.string(),
  paid_at: v.string(),
  purpose: v.picklist(["booking", "pack"]),
  label: v.string(),
  booking_id: v.nullable(v.number()),
  amount: v.number(),
  method: v.picklist(["PAY03", "PAY04"]),
  method_name: v.string(),
  reference: v.string(),
  state: v.picklist(["paid", "refunded", "refunded_credits"]),
});
export type MobilePayment = v.InferOutput<typeof mobilePaymentSchema>;
export const mobilePaymentPageSchema = pagedSchema(mobilePaymentSchema);
export const mobilePaymentQuerySchema = v.object({
  page: queryInt(1, 1, 100_000),
  page_size: queryInt(100, 1, 100),
});
