import { fetchRefunds } from "../api/staff";
import { DESK_STALE_MS } from "../lib/cache-times";
import type { Query } from "./cache";

export type RefundState = "todo" | "done" | "all";

/** What is still to give back (`todo`), or the done ones, or all. */
export const staffRefundsQuery = (state: RefundState): Query<Awaited<ReturnType<typeof fetchRefunds>>> => ({
  key: `staff:refunds:${state}`,
  load: () => fetchRefunds(state),
  staleMs: DESK_STALE_MS,
});
