import { Link } from "@tanstack/react-router";
import { useCallback, useEffect, useState } from "react";
import { fetchValidatedBookings } from "../../api/booking";
import type { BookingHistoryItem } from "../../contract/booking";
import { frBookings } from "../../i18n/fr-bookings";
import { nextBooking } from "../../lib/booking-order";
import { cancelDecision } from "../../lib/cancel-rule";
import { dakarDateTime, sessionDay } from "../../lib/history-dates";
import { slotTime } from "../../lib/slot-dates";
import { type HistoryData, loadWithCopy } from "../../stores/member-history";
import { siteConfigStore } from "../../stores/site-config";
import { CalendarButton } from "../../ui/calendar-button";
import { MoveDialog } from "../../ui/move-booking-dialog";
import { useOnline } from "../../ui/use-online";

const t = frBookings;

const loadBookings = () =>
  loadWithCopy<BookingHistoryItem>(
    async () => (await fetchValidatedBookings(1)).results,
    (db) => ({ load: db.loadBookingHistory, save: db.saveBookingHistory }),
  );

/**
 * 'Votre prochaine séance' on the home page of a member: from the server, or offline from the
 * bookings saved on the phone; with its calendar file and 'Déplacer'. Nothing when none is ahead.
 */
export default function NextSession() {
  const [data, setData] = useState<HistoryData<BookingHistoryItem> | null>(null);
  const [cutoffHours, setCutoffHours] = useState<number | null>(null);
  const [moving, setMoving] = useState<BookingHistoryItem | null>(null);
  const online = useOnline();
  const load = useCallback(
    () =>
      void loadBookings()
        .then(setData)
        .catch(() => undefined),
    [],
  );
  useEffect(() => {
    load();
    void siteConfigStore.getState().loadCancelCutoff().then(setCutoffHours);
  }, [load]);

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
      <MoveDialog
        item={moving}
        onClose={() => setMoving(null)}
        onMoved={(booking) => {
          setData(
            (d) =>
              d && {
                ...d,
                items: d.items.map((item) => (item.booking_id === booking.booking_id ? booking : item)),
              },
          );
          load();
        }}
        onUnsure={load}
      />
    </section>
  );
}
