import * as v from "valibot";
import { methodCodeSchema } from "../contract/payments";
import { serviceSchema } from "../contract/services";

// Apart from the database so that the draft's synchronous copy can be read without Dexie's file.

/** The chosen service as the spec keeps it (`selectedServiceDetails`). */
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

export const draftPractitionerSchema = v.object({ id: v.number(), first_name: v.string() });
export type DraftPractitioner = v.InferOutput<typeof draftPractitionerSchema>;

/** What survives a reload, a crash and a lost connection. */
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
  /** The practitioner the client chose (id and first name, for the summary); null: « Sans préférence ». */
  practitioner: v.optional(v.nullable(draftPractitionerSchema), null),
  /** Who the booking created from this draft was given (first names), as the server answered. */
  assigned: v.optional(v.nullable(v.string()), null),
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
