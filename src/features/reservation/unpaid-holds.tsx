import { Link } from "@tanstack/react-router";
import type { BookingHistoryItem } from "../../contract/booking";
import { frReservation } from "../../i18n/fr-reservation";
import { heldNow, stateNow } from "../../lib/cancel-rule";
import { dakarDateTime, sessionDay } from "../../lib/history-dates";
import { slotTime } from "../../lib/slot-dates";
import { bookingsQuery } from "../../queries/bookings";
import { useQuery } from "../../queries/use-query";

const t = frReservation.unpaidHolds;

/** The bookings that count toward the unpaid cap: held for a payment, or to be paid at the venue. */
export function holdingBookings(items: BookingHistoryItem[], now: Date): BookingHistoryItem[] {
  return items.filter(
    (item) =>
      heldNow(item, now) ||
      (item.payment_method === "PAY01" &&
        item.payment_status !== "paid" &&
        stateNow(item, now) === "upcoming"),
  );
}

function holdNote(item: BookingHistoryItem, now: Date): string {
  if (item.hold_until && heldNow(item, now)) return t.heldUntil(dakarDateTime(item.hold_until) ?? "");
  return t.atVenue;
}

/**
 * The refusal of one unpaid booking too many, with what holds the member and when each hold lapses,
 * so they know what to pay, let go or wait for. The list is the member's bookings as 'Mes
 * réservations' reads them, read when the refusal comes unless kept fresh.
 */
export function UnpaidHolds({ refusal }: { refusal: string }) {
  const now = new Date();
  // Unread: the refusal and the link to the list still say what to do.
  const list = useQuery(bookingsQuery()).data;
  const items = list ? holdingBookings(list.items, now) : null;
  return (
    // Not an alert: the toast has said it; this stays, with where to act on it.
    <div className="rounded-xl bg-amber-50 p-3 text-amber-900">
      <p>{refusal}</p>
      {items && items.length > 0 && (
        <ul className="mt-2 space-y-2" aria-label={t.label}>
          {items.map((item) => (
            <li key={item.booking_id} className="rounded-lg bg-white/70 px-3 py-2">
              <span className="block font-semibold">{item.service_name}</span>
              <span className="block text-sm">
                {frReservation.at(
                  sessionDay(item.reserved_for) ?? item.reserved_for,
                  slotTime(item.start_time),
                )}
              </span>
              <span className="block text-sm">{holdNote(item, now)}</span>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/historique"
        search={{ state: "upcoming", payment: "unpaid" }}
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-dark underline"
      >
        {frReservation.seeUnpaid}
      </Link>
    </div>
  );
}
