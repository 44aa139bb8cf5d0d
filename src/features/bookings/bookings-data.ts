import type { BookingHistoryItem } from "../../contract/booking";
import { stateNow } from "../../lib/cancel-rule";
import { bookingsQuery } from "../../queries/bookings";
import { read } from "../../queries/cache";
import { readCancelCutoff } from "../../queries/cancel-cutoff";
import type { HistoryData } from "../../queries/copies";

export type BookingsData = HistoryData<BookingHistoryItem> & { cutoffHours: number };

/**
 * 'Mes réservations': the latest 100, paged and filtered on the phone, with the
 * cancellation cut-off; offline, the last copy kept for this member.
 */
export async function loadBookings(): Promise<BookingsData> {
  const [data, cutoffHours] = await Promise.all([read(bookingsQuery()), readCancelCutoff()]);
  // A copy read offline was saved some time ago: its sessions may have begun or ended since.
  if (!data.fromCopy) return { ...data, cutoffHours };
  const now = new Date();
  const items = data.items
    // A hold that lapsed since the copy was kept is gone from the server's list too.
    .filter((item) => !item.hold_until || Date.parse(item.hold_until) > now.getTime())
    .map((item) => ({ ...item, booking_state: stateNow(item, now) }));
  return { ...data, items, cutoffHours };
}
