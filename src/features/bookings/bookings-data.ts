import { fetchValidatedBookings } from "../../api/booking";
import type { BookingHistoryItem } from "../../contract/booking";
import { type HistoryData, loadWithCopy } from "../../stores/member-history";
import { siteConfigStore } from "../../stores/site-config";

export type BookingsData = HistoryData<BookingHistoryItem> & { cutoffHours: number };

/** How long the list is served from the router's cache; a cancellation asks for it again at once. */
export const BOOKINGS_STALE_MS = 60_000;

/**
 * 'Mes réservations': the latest 100 (spec part 2 §7), paged and filtered on the phone, with the
 * cancellation cut-off; offline, the last copy kept for this member.
 */
export async function loadBookings(signal: AbortSignal): Promise<BookingsData> {
  const [data, cutoffHours] = await Promise.all([
    loadWithCopy(
      async () => (await fetchValidatedBookings(1, signal)).results,
      (db) => ({ load: db.loadBookingHistory, save: db.saveBookingHistory }),
    ),
    siteConfigStore.getState().loadCancelCutoff(),
  ]);
  return { ...data, cutoffHours };
}
