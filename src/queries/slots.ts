import { fetchSlotsByDates } from "../api/booking";
import type { Slot } from "../contract/booking";
import type { Query } from "./cache";

/**
 * A service's free slots between two days (the wizard's window, the move dialog's five days), for
 * anyone or for one practitioner (the answer differs): asked again each time a screen shows them
 * (their places go fast), one read for callers at once.
 */
export const slotsQuery = (
  serviceId: number,
  from: string,
  to: string,
  practitioner?: number | null,
): Query<Record<string, Slot[]>> => ({
  key: `slots:${serviceId}:${from}:${to}${practitioner ? `:p${practitioner}` : ""}`,
  load: () => fetchSlotsByDates(serviceId, from, to, practitioner ?? undefined),
  staleMs: 0,
});
