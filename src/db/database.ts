import Dexie, { type EntityTable } from "dexie";
import * as v from "valibot";
import { methodCodeSchema, orangeMoneyResponseSchema } from "../contract/payments";
import { serviceSchema } from "../contract/services";
import { databaseName } from "./member-tables";

/** The chosen service as the spec keeps it (`selectedServiceDetails`, spec part 1 §3). */
export const selectedServiceSchema = v.pick(serviceSchema, [
  "name",
  "price",
  "credit_price",
  "description",
  "short_description",
  "nb_person_max_per_booking",
  "private_option_price",
  "private_option_credit_price",
  "imageUrl",
]);
/** What the wizard needs of the chosen service beyond the spec's copy; absent in older drafts. */
const serviceExtrasSchema = v.object({
  can_have_private_option: v.optional(v.boolean(), false),
  duration: v.optional(v.number(), 0),
});
const draftServiceSchema = v.object({ ...selectedServiceSchema.entries, ...serviceExtrasSchema.entries });
export type DraftService = v.InferOutput<typeof draftServiceSchema>;

/** What the wizard keeps of the chosen slot: the price and the private option depend on it. */
export const draftSlotSchema = v.object({
  start_time: v.string(),
  end_time: v.string(),
  pct_discount: v.number(),
  can_have_private_option: v.boolean(),
  remaining_capacity: v.number(),
});
export type DraftSlot = v.InferOutput<typeof draftSlotSchema>;
export type SelectedService = v.InferOutput<typeof selectedServiceSchema>;

/** What survives a reload, a crash and a lost connection (DESIGN §5). */
export const reservationDraftSchema = v.object({
  serviceId: v.nullable(v.number()),
  service: v.optional(v.nullable(draftServiceSchema), null),
  type: v.picklist(["all", "custom"]),
  date: v.nullable(v.string()),
  time: v.nullable(v.string()),
  slotId: v.nullable(v.number()),
  slot: v.optional(v.nullable(draftSlotSchema), null),
  person: v.pipe(v.number(), v.integer(), v.minValue(1)),
  privateOption: v.boolean(),
  /** The payment method chosen at step 3; the modal opens on it. */
  method: v.optional(methodCodeSchema, "PAY01"),
  /** Its name as the server gives it, for the summary; empty until chosen. */
  methodName: v.optional(v.string(), ""),
  /** The booking created from this draft and not paid yet: paying again never books twice. */
  bookingId: v.optional(v.nullable(v.number()), null),
  /**
   * Idempotency keys of attempts whose answer is not known yet (booking, paying), by what they do:
   * kept on the phone so that a retry after a reload is the same request and happens once.
   */
  attempts: v.optional(v.record(v.string(), v.string()), {}),
  updatedAt: v.number(),
});
export type ReservationDraft = v.InferOutput<typeof reservationDraftSchema>;

export const selectedPackSchema = v.object({
  credit_id: v.number(),
  name: v.string(),
  credit_number: v.number(),
  real_price: v.number(),
});
export type SelectedPack = v.InferOutput<typeof selectedPackSchema>;

/**
 * A mobile-money payment under way (DESIGN §5): kept so that coming back from the wallet app, a
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
  /** The member left the QR code: it is only looked at quietly, never reopened. */
  dismissed: v.optional(v.boolean(), false),
});
export type PendingPayment = v.InferOutput<typeof pendingPaymentSchema>;

/**
 * A contact message kept on the phone until the server has it (sent with its `Idempotency-Key`, so
 * a retry is delivered once). `refusal`: the server refused it; it waits for the sender to fix it.
 */
export const queuedContactSchema = v.object({
  key: v.string(),
  message: v.object({
    name: v.string(),
    email: v.string(),
    telephone: v.string(),
    subject: v.string(),
    message: v.string(),
  }),
  /** Epoch ms: the oldest goes first. */
  queuedAt: v.number(),
  refusal: v.nullable(
    v.object({ message: v.nullable(v.string()), fields: v.record(v.string(), v.string()) }),
  ),
});
export type QueuedContact = v.InferOutput<typeof queuedContactSchema>;

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
  contactOutbox!: EntityTable<QueuedContact, "key">;

  constructor(name = databaseName) {
    super(name);
    this.version(1).stores({ reservationDraft: "key", selectedPack: "key", otpResend: "key" });
    this.version(2).stores({ pendingPayment: "key" });
    // Read models of the member's history, one row per member (DESIGN §5).
    this.version(3).stores({ bookingHistory: "member", creditHistory: "member" });
    // Contact messages written without a network, sent when it returns.
    this.version(4).stores({ contactOutbox: "key" });
  }
}
