import { formatLongDate } from "./long-date";

const DAY = 86_400_000;
/** Whole calendar days from `now` to `date` (Dakar is on UTC). */
export function daysUntil(date: Date, now: Date): number {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const end = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return Math.round((end - start) / DAY);
}

/**
 * Profile credit line: nothing without credits; no day left: 'Expiration des
 * crédits'; 1 to 7 days: 'Expiration imminente des crédits'; beyond: 'Expire le' and the date.
 */
export function creditExpiryLabel(totalCredits: number, expiration: string | null, now: Date): string | null {
  if (totalCredits <= 0 || !expiration) return null;
  const date = new Date(expiration);
  if (Number.isNaN(date.getTime())) return null;
  const days = daysUntil(date, now);
  if (days <= 0) return "Expiration des crédits";
  if (days <= 7) return "Expiration imminente des crédits";
  return `Expire le ${formatLongDate(date)}`;
}
