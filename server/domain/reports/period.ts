import { sql } from "kysely";
import type { ReportStep } from "../../../src/contract/staff/reports";
import { barStart, barStarts, nextBar, periodRefusal } from "../../../src/lib/report-period";
import { dayAfter } from "../staff/agenda";

const DAY_MS = 86_400_000;

export { barStart, barStarts, MAX_REPORT_BARS, MAX_REPORT_DAYS } from "../../../src/lib/report-period";

/** A report's period: its days (both included), its instants (`end` excluded) and how its chart is cut. */
export type ReportPeriod = { from: string; to: string; by: ReportStep; start: Date; end: Date };

/**
 * The period asked (the current month without dates), or why it is refused (the rules the owner's
 * screen checks too): a year out of reach, the end before the start, more than three years, or
 * more bars than a chart holds.
 */
export function reportPeriod(
  query: { from?: string | undefined; to?: string | undefined; by: ReportStep },
  today: string,
): { ok: true; period: ReportPeriod } | { ok: false; field: "from" | "to" | "by"; message: string } {
  const from = query.from ?? `${today.slice(0, 7)}-01`;
  const to = query.to ?? dayAfter(nextBar("month", `${from.slice(0, 7)}-01`), -1);
  const refusal = periodRefusal({ from, to, by: query.by });
  if (refusal) return { ok: false, ...refusal };
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${dayAfter(to)}T00:00:00Z`);
  return { ok: true, period: { from, to, by: query.by, start, end } };
}

/** The day (`YYYY-MM-DD`, Dakar keeps UTC) of an instant's milliseconds or of a day number. */
export const dayOfNumber = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/**
 * The day number of an instant column (milliseconds since 1970 on both databases): an integer
 * division, the same on both, so a period's rows group by day in the database.
 */
export const dayNumberOf = (column: string) => sql<number>`(${sql.ref(column)} / ${sql.lit(DAY_MS)})`;

/** A count or a sum as the database answers it: a number, a bigint's text (PostgreSQL), or null. */
export const n = (value: unknown) => Number(value ?? 0);

/**
 * Bars with their figures at zero, and `add` which folds a day's figures into the bar holding it:
 * the database sums by day, a week, a month or a year is the sum of its days.
 */
export function barsOf<K extends string>(period: ReportPeriod, keys: readonly K[]) {
  const bars = barStarts(period).map((start) => ({
    start,
    values: Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>,
  }));
  const index = new Map(bars.map((b, i) => [b.start, i]));
  const add = (day: string, key: K, value: number) => {
    const bar = bars[index.get(barStart(period.by, day)) ?? -1];
    if (bar) bar.values[key] += value;
  };
  return { bars, add };
}
