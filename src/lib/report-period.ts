/**
 * The rules of a report's period, the same on both sides: the server refuses what breaks them, the
 * owner's screen checks them before asking (a date typed digit by digit passes through year 0002).
 */
import { type ReportStep, reportMessages, reportSteps } from "../contract/staff/reports";
import { addDays } from "./slot-dates";

const DAY_MS = 86_400_000;
/** A period longer than three years is refused: a chart of it would say nothing more. */
export const MAX_REPORT_DAYS = 1100;
/** The bars a chart can hold and stay readable (a year, day by day). */
export const MAX_REPORT_BARS = 400;
/** The years a report may be asked about: a year still being typed (0002, 0202) is none of them. */
export const REPORT_YEARS = { first: 2000, last: 2100 } as const;

type Period = { from: string; to: string; by: ReportStep };

/** The first day of the day, week (Monday), month or year holding `day`. */
export function barStart(by: ReportStep, day: string): string {
  if (by === "day") return day;
  if (by === "month") return `${day.slice(0, 7)}-01`;
  if (by === "year") return `${day.slice(0, 4)}-01-01`;
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The first day of the bar after the one starting on `start`. */
export function nextBar(by: ReportStep, start: string): string {
  if (by === "day") return addDays(start, 1);
  if (by === "week") return addDays(start, 7);
  const at = new Date(`${start}T00:00:00Z`);
  if (by === "month") at.setUTCMonth(at.getUTCMonth() + 1);
  else at.setUTCFullYear(at.getUTCFullYear() + 1);
  return at.toISOString().slice(0, 10);
}

/** The bars of a period, in order: the first may start before `from` (a week begun, a month). */
export function barStarts(period: Period): string[] {
  const starts: string[] = [];
  for (let s = barStart(period.by, period.from); s <= period.to; s = nextBar(period.by, s)) starts.push(s);
  return starts;
}

/** The days of a period, both ends included. */
const daysOf = (period: Period) => (Date.parse(period.to) - Date.parse(period.from)) / DAY_MS + 1;

/** Whether a day's year is one a report may be about. */
export const plausibleYear = (day: string) => {
  const year = Number(day.slice(0, 4));
  return year >= REPORT_YEARS.first && year <= REPORT_YEARS.last;
};

/**
 * Why a period is refused, or null: a year out of reach, the end before the start, more than three years, or more bars
 * than a chart holds (a coarser cut would do).
 */
export function periodRefusal(period: Period): { field: "from" | "to" | "by"; message: string } | null {
  if (!plausibleYear(period.from)) return { field: "from", message: reportMessages.year };
  if (!plausibleYear(period.to)) return { field: "to", message: reportMessages.year };
  if (period.to < period.from) return { field: "to", message: reportMessages.order };
  // Before listing the bars: a hand-typed period may span centuries.
  if (daysOf(period) > MAX_REPORT_DAYS) return { field: "to", message: reportMessages.tooLong };
  if (barStarts(period).length > MAX_REPORT_BARS) return { field: "by", message: reportMessages.tooManyBars };
  return null;
}

/** The finest cut, from the one asked, whose bars a chart holds (a year by day: by week). */
export function fittingStep(period: Period): ReportStep {
  const steps = reportSteps.slice(reportSteps.indexOf(period.by));
  return steps.find((by) => periodRefusal({ ...period, by }) === null) ?? "year";
}
