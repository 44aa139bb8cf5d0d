/**
 * What the URL of a history screen may say about days, read at every start to check its search:
 * kept apart from the day arithmetic (`day-range`), which only those screens load.
 */

export const datePresets = ["today", "yesterday", "week", "month", "year", "custom"] as const;
export type DatePreset = (typeof datePresets)[number];

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isDay(value: string | undefined | null): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}
