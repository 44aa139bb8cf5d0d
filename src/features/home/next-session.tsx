import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { BookingHistoryItem } from "../../contract/booking";
import { frBookings } from "../../i18n/fr-bookings";
import { nextBooking } from "../../lib/booking-order";
import { cancelDecision, DEFAULT_CANCEL_CUTOFF_HOURS } from "../../lib/cancel-rule";
import { dakarDateTime, sessionDay } from "../../lib/history-dates";
import { slotTime } from "../../lib/slot-dates";
import { bookingsQuery } from "../../queries/bookings";
import { cancelCutoffQuery } from "../../queries/cancel-cutoff";
import { useQuery } from "../../queries/use-query";
import { CalendarButton } from "../../ui/calendar-button";
import { MoveDialog } from "../../ui/move-booking-dialog";
import { useOnline } from "../../ui/use-online";

const t = frBookings;

/**
 * 'Votre prochaine séance' on the home page of a member: from the bookings 'Mes réservations' reads
 * too (one read, kept by the cache), offline the copy saved on the phone; with its calendar file
 * and 'Déplacer'. Nothing when none is ahead, or while the list cannot be read.
 */
export default function NextSession() {
  const { data } = useQuery(bookingsQuery());
  // 'Déplacer' waits for the cut-off; the default one if the setting cannot be read.
  const cutoff = useQuery(cancelCutoffQuery);
  const cutoffHours = cutoff.data ?? (cutoff.error ? DEFAULT_CANCEL_CUTOFF_HOURS : null);
  const [moving, setMoving] = useState<BookingHistoryItem | null>(null);
  const online = useOnline();

  const now = new Date();
  const next = data ? nextBooking(data.items, now) : null;
  if (!data || !next) return null;
  const day = sessionDay(next.reserved_for);
  const movable =
    cutoffHours !== null &&
    next.payment_status !== "failed" &&
    cancelDecision(next, now, cutoffHours).allowed;
  return (
    <section className="container-page py-4 sm:py-6" aria-labelledby="next-session">
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:flex sm:items-center sm:gap-6 sm:p-6">
        <div className="min-w-0 flex-1">
          <h2 id="next-session" className="text-sm font-semibold tracking-wide text-accent-dark uppercase">
            {t.nextTitle}
          </h2>
          <p className="mt-1 text-xl font-bold break-words text-brand-dark">{next.service_name}</p>
          <p className="mt-1 font-medium first-letter:uppercase">
            {day ? `${day} · ${slotTime(next.start_time)} – ${slotTime(next.end_time)}` : t.noDate}
          </p>
          <p className="mt-1 text-sm text-ink/70">
            {t.persons(next.number_person)}
            {next.private_option && ` · ${t.privateOption}`}
          </p>
          {data.fromCopy && (
            <p className="mt-2 text-xs text-ink/60">
              {t.lastUpdate(dakarDateTime(new Date(data.savedAt)) ?? t.noDate)}
            </p>
          )}
        </div>
        <div className="mt-4 grid gap-2 sm:mt-0 sm:flex sm:flex-wrap sm:justify-end">
          <CalendarButton item={next} />
          {movable && (
            <button
              type="button"
              className="btn-ghost !px-4"
              disabled={!online}
              onClick={() => setMoving(next)}
            >
              {online ? t.move : t.moveOfflineButton}
            </button>
          )}
          <Link to="/historique" className="btn-primary !px-4">
            {t.nextAll}
          </Link>
        </div>
      </div>
      {/* The dialog itself shows the move in the list kept and has it read again. */}
      <MoveDialog item={moving} onClose={() => setMoving(null)} />
    </section>
  );
}
