import { dayInWords } from "./day-in-words";
import { once } from "./once";

/* Apart from format.ts, which the start loads: only Mon Profil writes such a date. */
const longDate = once(
  () => new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric" }),
);

/** A date as '12 mars 2026' ('1er mars 2026'); null for anything unparsable. */
export function formatLongDate(value: string | Date): string | null {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : dayInWords(longDate(), date);
}
