import * as v from "valibot";
import { paymentStatusSchema } from "../booking";

/**
 * The centre's schedule (admin only), under `staff/schedule/`: the weekly opening hours, date
 * overrides, closures and discount rules. Slots are made from it; a change never removes a slot
 * that a booking holds: those bookings are listed in `to_deal_with` for the staff to move or
 * cancel. Times are `HH:MM` on the centre's clock (Dakar keeps UTC all year); `24:00` ends a day.
 *
 *   GET    staff/schedule/                     the whole schedule and the bookings to deal with
 *   PUT    staff/schedule/week/                the weekly template {days: [7 days]}
 *   POST   staff/schedule/overrides/           other hours on one date {date, ranges, label?} ([] closed)
 *   DELETE staff/schedule/overrides/{date}/    back to the weekly hours that day
 *   POST   staff/schedule/closures/            {from_date, to_date, label}
 *   DELETE staff/schedule/closures/{id}/
 *   PUT    staff/schedule/discounts/           every discount rule at once {rules}
 */
export const schedulePaths = {
  schedule: "staff/schedule/",
  week: "staff/schedule/week/",
  overrides: "staff/schedule/overrides/",
  override: (date: string) => `staff/schedule/overrides/${date}/`,
  closures: "staff/schedule/closures/",
  closure: (id: number) => `staff/schedule/closures/${id}/`,
  discounts: "staff/schedule/discounts/",
} as const;

export const scheduleMessages = {
  time: "Heure invalide (HH:MM attendu, de 00:00 à 24:00).",
  startBeforeEnd: "L'heure de début doit précéder l'heure de fin.",
  overlap: "Deux plages d'un même jour se chevauchent.",
  tooManyRanges: "Huit plages par jour au plus.",
  date: "Date invalide (AAAA-MM-JJ attendu).",
  closureOrder: "La date de fin doit être le même jour que la date de début ou après.",
  closureTooLong: "Une fermeture dure un an au plus.",
  label: "Indiquez un libellé (2 à 80 caractères).",
  labelTooLong: "Le libellé fait 80 caractères au plus.",
  percent: "Le pourcentage est un entier de 0 à 100.",
  weekday: "Jour invalide (0 dimanche à 6 samedi).",
  week: "Les sept jours de la semaine sont attendus, chacun une fois.",
  kind: "Type de remise invalide.",
  rangeNeeded: "Indiquez l'heure de début et l'heure de fin de la remise.",
  tooManyRules: "Cinquante règles de remise au plus.",
  boolean: "Une valeur vraie ou fausse est attendue.",
  closureNotFound: "Cette fermeture n'existe pas (ou plus).",
  overrideNotFound: "Aucun horaire particulier n'est fixé ce jour-là.",
  /** Told to a client who tries a slot the schedule no longer has. */
  slotWithdrawn: "Ce créneau n'est plus proposé : le centre est fermé à cette heure-là.",
} as const;

/** `HH:MM` → minutes since midnight; `24:00` is 1440. */
export const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Minutes since midnight → `HH:MM`. */
export const timeOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

export const closureSchema = v.object({
  id: v.number(),
  from_date: v.string(),
  to_date: v.string(),
  label: v.string(),
});
export type Closure = v.InferOutput<typeof closureSchema>;

export const scheduleOverrideSchema = v.object({
  date: v.string(),
  ranges: v.array(v.object({ start: v.string(), end: v.string() })),
  label: v.string(),
});
export type ScheduleOverride = v.InferOutput<typeof scheduleOverrideSchema>;

/** A live booking on a slot the schedule no longer has: to move or to cancel with a refund. */
export const bookingToDealWithSchema = v.object({
  booking_id: v.number(),
  slot_id: v.number(),
  client_id: v.number(),
  client_name: v.string(),
  telephone_number: v.nullable(v.string()),
  service_id: v.number(),
  service_name: v.string(),
  date: v.string(),
  start_time: v.string(),
  end_time: v.string(),
  number_person: v.number(),
  payment_status: paymentStatusSchema,
  payment_method: v.nullable(v.string()),
  /** Confirmed (paid, or to pay at the venue): only such a booking can be moved. */
  confirmed: v.boolean(),
  /**
   * Why the slot left the schedule: a closure (its label), a closed day, outside the hours, or its
   * service's new length (the booked session keeps its own).
   */
  reason: v.picklist([
    "closure",
    "closed_day",
    "outside_hours",
    "service_changed",
    "practitioner_absent",
    "practitioner_unavailable",
  ]),
  closure_label: v.nullable(v.string()),
  /**
   * Its practitioner when they can no longer take it (away: the absence's label in `closure_label`;
   * unavailable: deactivated, off the service, or hours that no longer cover it).
   */
  practitioner_name: v.optional(v.nullable(v.string()), null),
});
export type BookingToDealWith = v.InferOutput<typeof bookingToDealWithSchema>;

export const scheduleSchema = v.object({
  /** Sunday (0) to Saturday (6). */
  week: v.array(
    v.object({
      weekday: v.number(),
      ranges: v.array(v.object({ start: v.string(), end: v.string() })),
      allows_private: v.boolean(),
    }),
  ),
  overrides: v.array(scheduleOverrideSchema),
  closures: v.array(closureSchema),
  discounts: v.array(
    v.object({
      weekday: v.number(),
      kind: v.picklist(["first_slot", "time_range"]),
      start: v.nullable(v.string()),
      end: v.nullable(v.string()),
      percent: v.number(),
    }),
  ),
  to_deal_with: v.array(bookingToDealWithSchema),
});
export type Schedule = v.InferOutput<typeof scheduleSchema>;
