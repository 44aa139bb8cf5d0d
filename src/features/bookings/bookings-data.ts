import { fetchValidatedBookings } from "../../api/booking";
import type { BookingHistoryItem } from "../../contract/booking";
import { stateNow } from "../../lib/cancel-rule";
import { type HistoryData, loadWithCopy } from "../../stores/member-history";
import { siteConfigStore } from "../../stores/site-config";

export type BookingsData = HistoryData<BookingHistoryItem> & { cutoffHours: number };

/**
 * 'Mes réservations': the latest 100, paged and filtered on the phone, with the
 * cancellation cut-off; offline, the last copy kept for this member.
 */
export async function loadBookings(signal: AbortSignal): Promise<BookingsData> {
  const [data, cutoffHours] = await Promise.all([
    loadWithCopy<BookingHistoryItem>(
      async () => (await fetchValidatedBookings(1, signal)).results,
      (db) => ({ load: db.loadBookingHistory, save: db.saveBookingHistory }),
    ),
    siteConfigStore.getState().loadCancelCutoff(),
  ]);
  // A copy read offline was saved some time ago: its sessions may have begun or ended since.
  if (!data.fromCopy) return { ...data, cutoffHours };
  const now = new Date();
  const items = data.items
    // A hold that lapsed since the copy was kept is gone from the server's list too.
    .filter((item) => !item.hold_until || Date.parse(item.hold_until) > now.getTime())
    .map((item) => ({ ...item, booking_state: stateNow(item, now) }));
  return { ...data, items, cutoffHours };
}
