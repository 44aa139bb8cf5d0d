import { dayInWords } from "./day-in-words";
import { once } from "./once";
/** The date selector shows 5 days at a time. */
export const DATE_WINDOW_DAYS = 5;

/** A slot's time as the API gives it (HH:MM:SS) as the screen shows it (HHhMM); anything else as is. */
export function slotTime(time: string): string {
  const match = /^(\d{2}):(\d{2})(:\d{2})?$/.exec(time);
  return match ? `${match[1]}h${match[2]}` : time;
}

/** `date` (YYYY-MM-DD) moved by `days`, computed in UTC so no clock change can skip or repeat a day. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The window of days starting at `from`: what the selector shows and asks the server for. */
export function dateWindow(from: string, days = DATE_WINDOW_DAYS): string[] {
  return Array.from({ length: days }, (_, i) => addDays(from, i));
}

/** The start of the window before or after the one starting at `from`. */
export function shiftWindow(from: string, direction: -1 | 1, days = DATE_WINDOW_DAYS): string {
  return addDays(from, direction * days);
}

/** Today in Dakar (YYYY-MM-DD), where the centre is, whatever the phone's time zone. */
export function todayInDakar(now: Date = new Date()): string {
  return dakarDay().format(now);
}

const dayFormat = {
  weekday: once(() => new Intl.DateTimeFormat("fr-FR", { weekday: "short", timeZone: "UTC" })),
  month: once(() => new Intl.DateTimeFormat("fr-FR", { month: "short", timeZone: "UTC" })),
  long: once(
    () =>
      new Intl.DateTimeFormat("fr-FR", {
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }),
  ),
};
const dakarDay = once(() => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Dakar" }));
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** What a day button shows: 'mer.', '4', 'mars'. */
export function dayParts(date: string) {
  const at = utc(date);
  return {
    weekday: dayFormat.weekday().format(at),
    day: String(at.getUTCDate()),
    month: dayFormat.month().format(at),
  };
}

/** 'mercredi 4 mars 2026' ('mardi 1er décembre 2026'); the text as is when it is not a date. */
export function longDay(date: string): string {
  const at = utc(date);
  return Number.isNaN(at.getTime()) ? date : dayInWords(dayFormat.long(), at);
}

/** The later of two days (YYYY-MM-DD compares as text). */
export function laterDay(a: string, b: string): string {
  return a.localeCompare(b) >= 0 ? a : b;
}
