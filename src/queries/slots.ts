import { fetchSlotsByDates } from "../api/booking";
import type { Slot } from "../contract/booking";
import type { Query } from "./cache";

/**
 * A service's free slots between two days (the wizard's window, the move dialog's five days):
 * asked again each time a screen shows them (their places go fast), one read for callers at once.
 */
export const slotsQuery = (serviceId: number, from: string, to: string): Query<Record<string, Slot[]>> => ({
  key: `slots:${serviceId}:${from}:${to}`,
  load: () => fetchSlotsByDates(serviceId, from, to),
  staleMs: 0,
});
