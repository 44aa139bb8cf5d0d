import { dateMessages } from "../contract/date-messages";
import { type DatePreset, isDay } from "./calendar-day";
import { addDays } from "./slot-dates";

/** An inclusive range of days, YYYY-MM-DD, as the centre's calendar in Dakar counts them. */
export type DayRange = { from: string; to: string };

const lastOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, "0");

/** The same day one month earlier, kept inside that month (31 March gives the last day of February). */
export function oneMonthBefore(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  return `${year}-${pad(month)}-${pad(Math.min(d, lastOfMonth(year, month)))}`;
}

/**
 * The days of a preset around `today`: calendar periods (the week from Monday), so upcoming
 * sessions of the week or the month are found too.
 */
export function presetRange(preset: Exclude<DatePreset, "custom">, today: string): DayRange {
  const [y, m] = today.split("-").map(Number) as [number, number];
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "yesterday": {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case "week": {
      const fromMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
      const from = addDays(today, -fromMonday);
      return { from, to: addDays(from, 6) };
    }
    case "month":
      return { from: `${y}-${pad(m)}-01`, to: `${y}-${pad(m)}-${pad(lastOfMonth(y, m))}` };
    case "year":
      return { from: `${y}-01-01`, to: `${y}-12-31` };
  }
}

/** The custom range starts as one month ago to today. */
export const defaultCustomRange = (today: string): DayRange => ({ from: oneMonthBefore(today), to: today });

/** Why a custom range cannot be applied, or null. The same day at both ends is one day, allowed. */
export function rangeError(from: string | undefined, to: string | undefined): string | null {
  if (!isDay(from) || !isDay(to)) return dateMessages.datesRequired;
  return from > to ? dateMessages.dateRange : null;
}

/** The range a period filter stands for; null when there is no date filter or it cannot apply. */
export function resolveRange(
  period: DatePreset | undefined,
  custom: Partial<DayRange>,
  today: string,
): DayRange | null {
  if (!period) return null;
  if (period !== "custom") return presetRange(period, today);
  return rangeError(custom.from, custom.to) ? null : { from: custom.from ?? "", to: custom.to ?? "" };
}

/** Lower case, without accents: 'Séance' is found by 'seance'. */
export const foldText = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
