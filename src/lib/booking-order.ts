import type { BookingHistoryItem } from "../contract/booking";
import { stateNow } from "./cancel-rule";

const startKey = (item: BookingHistoryItem) => `${item.reserved_for}T${item.start_time}`;
const stillAhead = (item: BookingHistoryItem) =>
  item.booking_state === "upcoming" || item.booking_state === "ongoing";

/**
 * Bookings in the order people think of them: the sessions still ahead (under way first, then the
 * soonest), then the others, past and cancelled, the most recent first. Equal times keep the
 * newest booking first.
 */
export function orderBookings(items: readonly BookingHistoryItem[]): BookingHistoryItem[] {
  return [...items].sort((a, b) => {
    const ahead = Number(stillAhead(b)) - Number(stillAhead(a));
    if (ahead !== 0) return ahead;
    const byStart = startKey(a).localeCompare(startKey(b));
    const byTime = stillAhead(a) ? byStart : -byStart;
    return byTime !== 0 ? byTime : b.booking_id - a.booking_id;
  });
}

/** A member's next session: the soonest not yet begun at `now` (a saved copy may be old), or null. */
export function nextBooking(items: readonly BookingHistoryItem[], now: Date): BookingHistoryItem | null {
  const current = items.map((item) => ({ ...item, booking_state: stateNow(item, now) }));
  return orderBookings(current).find((item) => item.booking_state === "upcoming") ?? null;
}
