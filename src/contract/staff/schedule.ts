import * as v from "valibot";
import { paymentStatusSchema } from "../booking";
import { cleanString } from "../common";

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

const timeSchema = v.pipe(
  v.string(scheduleMessages.time),
  v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, scheduleMessages.time),
);

/** A real date `AAAA-MM-JJ` (no 30 February). */
export const scheduleDateSchema = v.pipe(
  v.string(scheduleMessages.date),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, scheduleMessages.date),
  v.check((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, scheduleMessages.date),
);

export const timeRangeSchema = v.pipe(
  v.object({ start: timeSchema, end: timeSchema }),
  v.check((r) => minuteOf(r.start) < minuteOf(r.end), scheduleMessages.startBeforeEnd),
);
export type TimeRange = v.InferOutput<typeof timeRangeSchema>;

/** A day's ranges: none (closed) or a few, never overlapping. */
export const dayRangesSchema = v.pipe(
  v.array(timeRangeSchema, scheduleMessages.time),
  v.maxLength(8, scheduleMessages.tooManyRanges),
  v.check((ranges) => {
    const sorted = [...ranges].sort((a, b) => minuteOf(a.start) - minuteOf(b.start));
    return sorted.every((r, i) => i === 0 || minuteOf(r.start) >= minuteOf(sorted[i - 1]?.end ?? "00:00"));
  }, scheduleMessages.overlap),
);

const weekdaySchema = v.pipe(
  v.number(scheduleMessages.weekday),
  v.integer(scheduleMessages.weekday),
  v.minValue(0, scheduleMessages.weekday),
  v.maxValue(6, scheduleMessages.weekday),
);

const labelSchema = v.pipe(
  cleanString(scheduleMessages.label),
  v.trim(),
  v.minLength(2, scheduleMessages.label),
  v.maxLength(80, scheduleMessages.labelTooLong),
);

export const weekDaySchema = v.object({
  weekday: weekdaySchema,
  ranges: dayRangesSchema,
  allows_private: v.boolean(scheduleMessages.boolean),
});
export type WeekDay = v.InferOutput<typeof weekDaySchema>;

export const weekRequestSchema = v.object({
  days: v.pipe(
    v.array(weekDaySchema, scheduleMessages.week),
    v.check(
      (days) => days.length === 7 && new Set(days.map((d) => d.weekday)).size === 7,
      scheduleMessages.week,
    ),
  ),
});
export type WeekRequest = v.InferOutput<typeof weekRequestSchema>;

export const overrideRequestSchema = v.object({
  date: scheduleDateSchema,
  ranges: dayRangesSchema,
  label: v.optional(
    v.pipe(
      cleanString(scheduleMessages.labelTooLong),
      v.trim(),
      v.maxLength(80, scheduleMessages.labelTooLong),
    ),
    "",
  ),
});
export type OverrideRequest = v.InferOutput<typeof overrideRequestSchema>;

const DAY_MS = 86_400_000;
export const closureRequestSchema = v.pipe(
  v.object({ from_date: scheduleDateSchema, to_date: scheduleDateSchema, label: labelSchema }),
  v.forward(
    v.check((c) => c.to_date >= c.from_date, scheduleMessages.closureOrder),
    ["to_date"],
  ),
  v.forward(
    v.check(
      (c) => Date.parse(`${c.to_date}T00:00:00Z`) - Date.parse(`${c.from_date}T00:00:00Z`) <= 366 * DAY_MS,
      scheduleMessages.closureTooLong,
    ),
    ["to_date"],
  ),
);
export type ClosureRequest = v.InferOutput<typeof closureRequestSchema>;

const percentSchema = v.pipe(
  v.number(scheduleMessages.percent),
  v.integer(scheduleMessages.percent),
  v.minValue(0, scheduleMessages.percent),
  v.maxValue(100, scheduleMessages.percent),
);

/**
 * `first_slot`: the day's first slot of each service, whatever the hours (so "the first slot of
 * Wednesday" follows the opening time); `time_range`: every slot starting from `start` to before
 * `end`. Where several rules match a slot, the largest percentage applies.
 */
export const discountRuleSchema = v.pipe(
  v.object({
    weekday: weekdaySchema,
    kind: v.picklist(["first_slot", "time_range"], scheduleMessages.kind),
    start: v.nullable(timeSchema),
    end: v.nullable(timeSchema),
    percent: percentSchema,
  }),
  v.check(
    (r) => r.kind === "first_slot" || (r.start !== null && r.end !== null),
    scheduleMessages.rangeNeeded,
  ),
  v.check(
    (r) => r.kind === "first_slot" || minuteOf(r.start ?? "") < minuteOf(r.end ?? ""),
    scheduleMessages.startBeforeEnd,
  ),
);
export type DiscountRule = v.InferOutput<typeof discountRuleSchema>;

export const discountsRequestSchema = v.object({
  rules: v.pipe(
    v.array(discountRuleSchema, scheduleMessages.kind),
    v.maxLength(50, scheduleMessages.tooManyRules),
  ),
});

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
  reason: v.picklist(["closure", "closed_day", "outside_hours", "service_changed"]),
  closure_label: v.nullable(v.string()),
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
