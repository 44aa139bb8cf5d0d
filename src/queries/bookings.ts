import { fetchValidatedBookings } from "../api/booking";
import type { BookingHistoryItem } from "../contract/booking";
import { BOOKINGS_STALE_MS } from "../lib/cache-times";
import { memberKey } from "../stores/member-key";
import { type Query, queries } from "./cache";
import { type HistoryData, loadWithCopy } from "./copies";

/**
 * The member's latest 100 bookings: one read for 'Mes réservations', the home's next session and
 * the unpaid holds the wizard lists; a copy kept on the phone, shown offline with its time.
 */
export const bookingsQuery = (): Query<HistoryData<BookingHistoryItem>> => ({
  key: `bookings:${memberKey()}`,
  load: () =>
    loadWithCopy<BookingHistoryItem>(
      async () => (await fetchValidatedBookings(1)).results,
      (db) => ({ load: db.loadBookingHistory, save: db.saveBookingHistory }),
    ),
  staleMs: BOOKINGS_STALE_MS,
});

/**
 * A booking moved: its new time shows at once in the list kept, then the list and the slots are
 * read again (the price and the balance do not change).
 */
export function bookingMoved(booking: BookingHistoryItem | null) {
  const { key } = bookingsQuery();
  const kept = queries.peek<HistoryData<BookingHistoryItem>>(key)?.data?.value;
  if (booking && kept)
    queries.set(key, {
      ...kept,
      items: kept.items.map((item) => (item.booking_id === booking.booking_id ? booking : item)),
    });
  queries.invalidate("bookings:", "slots:");
}
