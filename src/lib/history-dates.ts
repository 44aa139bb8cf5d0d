import { dayInWords } from "./day-in-words";
import { once } from "./once";
import { longDay, slotTime } from "./slot-dates";

/** Dates of the history as the centre reads them: in Dakar, whatever the phone's time zone. */
const dateFormat = once(
  () =>
    new Intl.DateTimeFormat("fr-FR", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Africa/Dakar",
    }),
);
const timeFormat = once(
  () =>
    new Intl.DateTimeFormat("fr-FR", {
      hour: "2-digit",
      minute: "2-digit",
      hour12: false,
      timeZone: "Africa/Dakar",
    }),
);

/** A session's day (YYYY-MM-DD) as 'mercredi 4 mars 2026'; null when it is not a day. */
export function sessionDay(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  // The same words as the booking's day buttons; a day that does not exist comes back as is.
  const shown = longDay(day);
  return shown === day ? null : shown;
}

/** An instant (ISO text or Date) as '4 mars 2026'; null when it cannot be read. */
export function dakarDate(value: string | Date): string | null {
  const at = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(at.getTime()) ? null : dayInWords(dateFormat(), at);
}

/** An instant as '4 mars 2026 à 07h00'; null when it cannot be read. */
export function dakarDateTime(value: string | Date): string | null {
  const at = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(at.getTime())) return null;
  return `${dayInWords(dateFormat(), at)} à ${slotTime(timeFormat().format(at))}`;
}
