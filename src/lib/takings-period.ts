import { addDays } from "./slot-dates";

export type TakingsPeriod = "day" | "week" | "month";

/** The first and last day (inclusive) of the period holding `date`: weeks run Monday to Sunday. */
export function periodRange(period: TakingsPeriod, date: string): { from: string; to: string } {
  if (period === "day") return { from: date, to: date };
  const at = new Date(`${date}T00:00:00Z`);
  if (period === "week") {
    const fromMonday = (at.getUTCDay() + 6) % 7;
    const from = addDays(date, -fromMonday);
    return { from, to: addDays(from, 6) };
  }
  const from = `${date.slice(0, 7)}-01`;
  const next = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { from, to: addDays(next.toISOString().slice(0, 10), -1) };
}

/**
 * A day of the period before or after the one holding `date`. A month moves to its first day, so
 * 31 January goes to February, never to 3 March.
 */
export function shiftPeriod(period: TakingsPeriod, date: string, direction: -1 | 1): string {
  if (period === "day") return addDays(date, direction);
  if (period === "week") return addDays(periodRange("week", date).from, 7 * direction);
  const at = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() + direction);
  return at.toISOString().slice(0, 10);
}
