/**
 * A date written in words the French way: the first day of a month is '1er' ('mardi 1er décembre
 * 2026'), any other day its number. Intl writes '1' whatever the locale.
 */
export function dayInWords(format: Intl.DateTimeFormat, date: Date): string {
  return format
    .formatToParts(date)
    .map((part) => (part.type === "day" && part.value === "1" ? "1er" : part.value))
    .join("");
}
