import type { Generated } from "kysely";
import type { DeskMethod } from "./payments";

/** The credits: the packs on sale, the ledger's records and each change of a balance. */

/** The credits ledger: each purchase or refund is a record consumed in expiry order. */
export type CreditRecordsTable = {
  id: Generated<number>;
  userId: number;
  origin: "purchase" | "booking" | "refund";
  serviceName: Generated<string>;
  originalCreditNumber: number;
  usedCredits: Generated<number>;
  creditRealPrice: Generated<number>;
  createdAt: Date;
  expiresAt: Date | null;
  /**
   * A line written at the desk: a pack sold there (origin `purchase`, paid by `saleMethod`, its
   * price in `creditRealPrice`) or an adjustment (origin `refund` when it adds, `booking` when it
   * takes, so a member's history reads it with the words it knows). Null otherwise.
   */
  staffEntry: "pack_sale" | "adjustment" | null;
  saleMethod: DeskMethod | null;
  saleReference: string | null;
  staffId: number | null;
  /** An adjustment's reason. */
  note: string | null;
};

export type CreditPacksTable = {
  id: Generated<number>;
  name: string;
  creditNumber: number;
  realPrice: number;
  validityDays: number;
  isActive: Generated<boolean>;
};

/** Each change of a member's balance: purchases, debits for bookings, refunds. */
export type CreditMovementsTable = {
  id: Generated<number>;
  userId: number;
  delta: number;
  bookingId: number | null;
  /** The record a debit came from, or the record a purchase or refund created. */
  recordId: number | null;
  createdAt: Date;
};

/** What a late cancel or a no-show cost a member under the centre's policy (`server/domain/penalties/`). */
export type BookingPenaltiesTable = {
  id: Generated<number>;
  bookingId: number;
  userId: number;
  kind: "late_cancel" | "no_show";
  /** What the policy asked for, in credits. */
  feeCredits: number;
  /** What was taken: the fee, or (a no-show) what the member held when it was less. */
  chargedCredits: number;
  /** The credit line of the charge (null when nothing could be taken). */
  recordId: number | null;
  /** Who marked the no-show; null for a member's own late cancel. */
  staffId: number | null;
  createdAt: Date;
  /** Given back by staff: when, by whom, and the credit line that returned it. */
  reversedAt: Date | null;
  reversedBy: number | null;
  reversalRecordId: number | null;
};
