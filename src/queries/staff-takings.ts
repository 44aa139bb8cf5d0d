import { fetchTakings } from "../api/staff";
import { DESK_STALE_MS } from "../lib/cache-times";
import type { TakingsPeriod } from "../lib/takings-period";
import type { Query } from "./cache";

/** The takings of a period: the day, week or month holding `date` (today without one). */
export const staffTakingsQuery = (
  period: TakingsPeriod,
  date: string | undefined,
): Query<Awaited<ReturnType<typeof fetchTakings>>> => ({
  key: `staff:takings:${period}:${date ?? "today"}`,
  load: () => fetchTakings({ period, ...(date ? { date } : {}) }),
  staleMs: DESK_STALE_MS,
});
