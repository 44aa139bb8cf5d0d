/**
 * French counts, in one place: under 2 (0, 1, −1, 1,5) the word stays singular, « 1 personne »,
 * « 0 crédit » ; from 2 on it takes its plural (`many`, by default the word and an s).
 */
export function plural(n: number, one: string, many = `${one}s`): string {
  return Math.abs(n) < 2 ? one : many;
}

/** « 1 personne », « 3 places », « 2 créneaux » (`many` for a plural not made with an s). */
export const counted = (n: number, one: string, many?: string) => `${n} ${plural(n, one, many)}`;
