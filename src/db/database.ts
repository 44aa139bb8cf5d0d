import Dexie, { type EntityTable } from "dexie";
import * as v from "valibot";
import { serviceSchema } from "../contract/services";

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
export type SelectedService = v.InferOutput<typeof selectedServiceSchema>;

/** What survives a reload, a crash and a lost connection (DESIGN §5). */
export const reservationDraftSchema = v.object({
  serviceId: v.nullable(v.number()),
  service: v.optional(v.nullable(selectedServiceSchema), null),
  type: v.picklist(["all", "custom"]),
  date: v.nullable(v.string()),
  time: v.nullable(v.string()),
  slotId: v.nullable(v.number()),
  person: v.pipe(v.number(), v.integer(), v.minValue(1)),
  privateOption: v.boolean(),
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

type Row<T> = { key: string; value: T };

export class AppDatabase extends Dexie {
  reservationDraft!: EntityTable<Row<unknown>, "key">;
  selectedPack!: EntityTable<Row<unknown>, "key">;
  otpResend!: EntityTable<Row<number>, "key">;

  constructor(name = "centre-booking") {
    super(name);
    this.version(1).stores({ reservationDraft: "key", selectedPack: "key", otpResend: "key" });
  }
}
