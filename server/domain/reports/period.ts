import { sql } from "kysely";
import { type ReportStep, reportMessages } from "../../../src/contract/staff/reports";
import { dayAfter } from "../staff/agenda";

const DAY_MS = 86_400_000;
/** A period longer than three years is refused: a chart of it would say nothing more. */
export const MAX_REPORT_DAYS = 1100;
/** The bars a chart can hold and stay readable (a year, day by day). */
export const MAX_REPORT_BARS = 400;

/** A report's period: its days (both included), its instants (`end` excluded) and how its chart is cut. */
export type ReportPeriod = { from: string; to: string; by: ReportStep; start: Date; end: Date };

/** The first day of the day, week (Monday), month or year holding `day`. */
export function barStart(by: ReportStep, day: string): string {
  if (by === "day") return day;
  if (by === "month") return `${day.slice(0, 7)}-01`;
  if (by === "year") return `${day.slice(0, 4)}-01-01`;
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return dayAfter(day, -weekday);
}

function nextBar(by: ReportStep, start: string): string {
  if (by === "day") return dayAfter(start);
  if (by === "week") return dayAfter(start, 7);
  const at = new Date(`${start}T00:00:00Z`);
  if (by === "month") at.setUTCMonth(at.getUTCMonth() + 1);
  else at.setUTCFullYear(at.getUTCFullYear() + 1);
  return at.toISOString().slice(0, 10);
}

/** The bars of a period, in order: the first may start before `from` (a week begun, a month). */
export function barStarts(period: Pick<ReportPeriod, "from" | "to" | "by">): string[] {
  const starts: string[] = [];
  for (let s = barStart(period.by, period.from); s <= period.to; s = nextBar(period.by, s)) starts.push(s);
  return starts;
}

/**
 * The period asked (the current month without dates), or why it is refused: the end before the
 * start, more than three years, or more bars than a chart holds.
 */
export function reportPeriod(
  query: { from?: string | undefined; to?: string | undefined; by: ReportStep },
  today: string,
): { ok: true; period: ReportPeriod } | { ok: false; field: "to" | "by"; message: string } {
  const from = query.from ?? `${today.slice(0, 7)}-01`;
  const to = query.to ?? dayAfter(nextBar("month", `${from.slice(0, 7)}-01`), -1);
  if (to < from) return { ok: false, field: "to", message: reportMessages.order };
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${dayAfter(to)}T00:00:00Z`);
  if ((end.getTime() - start.getTime()) / DAY_MS > MAX_REPORT_DAYS)
    return { ok: false, field: "to", message: reportMessages.tooLong };
  const period = { from, to, by: query.by, start, end };
  if (barStarts(period).length > MAX_REPORT_BARS)
    return { ok: false, field: "by", message: reportMessages.tooManyBars };
  return { ok: true, period };
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
