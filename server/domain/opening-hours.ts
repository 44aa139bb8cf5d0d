import type { Db } from "../db/tables";

/** A range of a day, in minutes since midnight on the centre's clock (Dakar keeps UTC all year). */
export type MinuteRange = [start: number, end: number];
export type DiscountRuleRow = {
  weekday: number;
  kind: "first_slot" | "time_range";
  fromMinute: number | null;
  toMinute: number | null;
  percent: number;
};

/** The whole schedule as the slot generator reads it, from the database. */
export type OpeningHours = {
  /** Index = weekday (0 Sunday … 6 Saturday). */
  week: { ranges: MinuteRange[]; allowsPrivate: boolean }[];
  overrides: Map<string, { ranges: MinuteRange[]; label: string }>;
  closures: { id: number; fromDate: string; toDate: string; label: string }[];
  discounts: DiscountRuleRow[];
};

/** A day's ranges from their JSON, sorted; anything else reads as closed. */
export const parseRanges = (json: unknown): MinuteRange[] => {
  const value: unknown = typeof json === "string" ? JSON.parse(json) : json;
  if (!Array.isArray(value)) return [];
  return value
    .filter((r): r is MinuteRange => Array.isArray(r) && r.length === 2 && r.every(Number.isInteger))
    .sort((a, b) => a[0] - b[0]);
};

export async function readOpeningHours(db: Db): Promise<OpeningHours> {
  const [weekRows, overrideRows, closures, discounts] = await Promise.all([
    db.selectFrom("scheduleWeekdays").selectAll().execute(),
    db.selectFrom("scheduleOverrides").selectAll().orderBy("date").execute(),
    db.selectFrom("scheduleClosures").selectAll().orderBy("fromDate").orderBy("id").execute(),
    db.selectFrom("discountRules").selectAll().orderBy("weekday").orderBy("id").execute(),
  ]);
  const week = Array.from({ length: 7 }, () => ({ ranges: [] as MinuteRange[], allowsPrivate: true }));
  for (const row of weekRows)
    week[row.weekday] = { ranges: parseRanges(row.ranges), allowsPrivate: row.allowsPrivate };
  return {
    week,
    overrides: new Map(overrideRows.map((o) => [o.date, { ranges: parseRanges(o.ranges), label: o.label }])),
    closures,
    discounts,
  };
}

/** Why a day has the hours it has, and those hours: a closure, then a date override, then the week. */
export function dayHours(hours: OpeningHours, date: string) {
  const closure = hours.closures.find((c) => c.fromDate <= date && date <= c.toDate);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const allowsPrivate = hours.week[weekday]?.allowsPrivate ?? true;
  if (closure) return { ranges: [] as MinuteRange[], allowsPrivate, closure, weekday };
  const override = hours.overrides.get(date);
  return {
    ranges: override?.ranges ?? hours.week[weekday]?.ranges ?? [],
    allowsPrivate,
    closure: null,
    weekday,
  };
}

/** Start minutes of a service's slots in a day: back to back from each range's start, ending by its end. */
export function dayStarts(ranges: MinuteRange[], durationMinutes: number): number[] {
  const starts: number[] = [];
  if (durationMinutes <= 0) return starts;
  for (const [open, close] of ranges)
    for (let m = open; m + durationMinutes <= close; m += durationMinutes) starts.push(m);
  return starts;
}

/** The discount of a slot: the largest of the rules that match it, 0 if none. */
export function discountFor(rules: DiscountRuleRow[], weekday: number, minute: number, firstMinute: number) {
  let best = 0;
  for (const rule of rules) {
    if (rule.weekday !== weekday) continue;
    const matches =
      rule.kind === "first_slot"
        ? minute === firstMinute
        : minute >= (rule.fromMinute ?? 0) && minute < (rule.toMinute ?? 0);
    if (matches) best = Math.max(best, rule.percent);
  }
  return best;
}
