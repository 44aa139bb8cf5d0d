import Dexie, { type EntityTable } from "dexie";
import * as v from "valibot";
import { orangeMoneyResponseSchema } from "../contract/payments";
import { promoQuoteSchema } from "../contract/promos";
import { databaseName } from "./presence";
import type { queuedContactSchema } from "./queued-contact";

export const selectedPackSchema = v.object({
  credit_id: v.number(),
  name: v.string(),
  credit_number: v.number(),
  real_price: v.number(),
});
export type SelectedPack = v.InferOutput<typeof selectedPackSchema>;

/**
 * A mobile-money payment under way: kept so that coming back from the wallet app, a
 * reload or a lost connection resumes it with the time left, and its outcome is shown once.
 */
export const pendingPaymentSchema = v.object({
  purpose: v.picklist(["booking", "pack"]),
  /** The booking id or the pack id. */
  objectId: v.number(),
  method: v.picklist(["PAY03", "PAY04"]),
  paymentId: v.string(),
  /** Epoch ms: no polling after it. */
  deadline: v.number(),
  qr: v.nullable(orangeMoneyResponseSchema),
  /** What the confirmation page shows once the payment went through. */
  confirmation: v.nullable(v.record(v.string(), v.union([v.string(), v.number()]))),
  /** Whose payment it is (the token's subject): another account on the phone never resumes it. */
  member: v.optional(v.nullable(v.string()), null),
  /** A pack bought as a gift: once paid it gives a code to give, not credits. */
  gift: v.optional(v.boolean(), false),
  /** The promo code applied, as the server priced it: a resumed payment shows the same total. */
  promo: v.optional(v.nullable(promoQuoteSchema), null),
  /** The member left the QR code: it is only looked at quietly, never reopened. */
  dismissed: v.optional(v.boolean(), false),
});
export type PendingPayment = v.InferOutput<typeof pendingPaymentSchema>;

type Row<T> = { key: string; value: T };
/** A member's last loaded list (bookings or credit records), shown when the network is gone. */
export type SnapshotRow = { member: string; savedAt: number; items: unknown };

export class AppDatabase extends Dexie {
  reservationDraft!: EntityTable<Row<unknown>, "key">;
  selectedPack!: EntityTable<Row<unknown>, "key">;
  otpResend!: EntityTable<Row<number>, "key">;
  pendingPayment!: EntityTable<Row<unknown>, "key">;
  bookingHistory!: EntityTable<SnapshotRow, "member">;
  creditHistory!: EntityTable<SnapshotRow, "member">;
  /** The member's Wave and Orange Money receipts as last loaded. */
  paymentHistory!: EntityTable<SnapshotRow, "member">;
  /** The member's profile and balance as last loaded (one row, a list of one). */
  profileCopy!: EntityTable<SnapshotRow, "member">;
  /** The packs as last loaded, for anyone on the phone (public: kept at logout). */
  packsCopy!: EntityTable<SnapshotRow, "member">;
  /** As stored: rows kept by an older version lack newer fields; reads parse them. */
  contactOutbox!: EntityTable<v.InferInput<typeof queuedContactSchema>, "key">;

  constructor(name = databaseName) {
    super(name);
    this.version(1).stores({ reservationDraft: "key", selectedPack: "key", otpResend: "key" });
    this.version(2).stores({ pendingPayment: "key" });
    // Read models of the member's history, one row per member.
    this.version(3).stores({ bookingHistory: "member", creditHistory: "member" });
    // Contact messages written without a network, sent when it returns.
    this.version(4).stores({ contactOutbox: "key" });
    // The profile and the packs, shown offline like the histories.
    this.version(5).stores({ profileCopy: "member", packsCopy: "member" });
    // The mobile-money receipts of the transactions page, shown offline like the credits.
    this.version(6).stores({ paymentHistory: "member" });
  }
}
