import * as v from "valibot";
import { cleanString } from "../common";
import { minuteOf, scheduleMessages } from "./schedule";

/** What an admin sends to change the schedule (`schedule.ts` lists the calls). */

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
