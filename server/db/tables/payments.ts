import type { Generated } from "kysely";

/** How money comes in: the methods offered, the providers' payments and receipts, the desk's. */

export type PaymentProvider = "sandbox" | "orange-money" | "wave";

/** How money comes in at the desk. */
export type DeskMethod = "cash" | "card" | "orange_money" | "wave";

export type BookingMethodsTable = {
  id: Generated<number>;
  code: "PAY01" | "PAY02" | "PAY03" | "PAY04";
  name: string;
  description: string;
  image: string;
  displayOnBooking: boolean;
  displayOnPack: boolean;
};

/** Payments through a provider: Orange Money QR or the wallet's hosted checkout. */
export type PaymentsTable = {
  id: string;
  userId: number;
  purpose: "booking" | "pack";
  objectId: number;
  method: "PAY03" | "PAY04";
  amount: number;
  /**
   * `voided`: replaced by another payment of the same booking or pack, or its booking cancelled;
   * `refunded`: the provider took the money for a voided payment or a booking already settled,
   * and it was given back.
   */
  status: Generated<"pending" | "success" | "failed" | "voided" | "refunded">;
  createdAt: Date;
  expiresAt: Date;
  settledAt: Date | null;
  /** Who takes the money: kept per payment, so a change of configuration leaves open ones alone. */
  provider: Generated<PaymentProvider>;
  /** The provider's own id of this attempt: Orange Money's qrId, Wave's checkout session id. */
  providerRef: string | null;
  /** Where the wallet's checkout opens (Wave's launch URL), kept for a replayed request. */
  launchUrl: string | null;
  /** When the provider was last asked about this payment (polls and reconciliation). */
  checkedAt: Date | null;
  /** A refunded payment's money: `due` to the provider's refund API, `sent` there, `manual` by the centre. */
  refundState: "due" | "sent" | "manual" | null;
  /**
   * A refunded payment's money, in XOF: what the provider received, which may not be `amount`;
   * null when the provider gave it in something other than whole XOF (the centre reads it there).
   */
  refundAmount: number | null;
  /**
   * A pack's payment: the pack as it stood at checkout (its price is `amount`). Its success grants
   * exactly this, whatever the pack has become since.
   */
  packName: string | null;
  packCredits: number | null;
  packValidityDays: number | null;
  /** A `manual` refund given back by the centre: when, and by which staff member. */
  refundDoneAt: Date | null;
  refundDoneBy: number | null;
  /** The promo code this payment used, and the XOF it took off (`amount` is after it). */
  promoCodeId: number | null;
  discount: number | null;
  /** A pack bought as a gift: its success writes a gift code, not credits. */
  gift: Generated<boolean>;
};

/**
 * Each provider transaction seen, once: a replayed webhook, a callback and a poll that report the
 * same transaction find it here and change nothing more.
 */
export type ProviderReceiptsTable = {
  id: Generated<number>;
  provider: PaymentProvider;
  transactionId: string;
  paymentId: string;
  outcome: "success" | "failed";
  amount: number | null;
  receivedAt: Date;
};

/** A booking paid at the venue: one per booking (a unique index), with how and by whom. */
export type VenuePaymentsTable = {
  id: Generated<number>;
  bookingId: number;
  method: DeskMethod;
  /** XOF: the booking's price. */
  amount: number;
  reference: string | null;
  staffId: number;
  paidAt: Date;
};
