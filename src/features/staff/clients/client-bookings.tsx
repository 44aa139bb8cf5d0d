import { Link } from "@tanstack/react-router";
import { fetchClientBookings } from "../../../api/staff";
import type { StaffBooking } from "../../../contract/staff/agenda";
import { frStaff } from "../../../i18n/fr-staff";
import { formatXof } from "../../../lib/format";
import { sessionDay } from "../../../lib/history-dates";
import { slotTime } from "../../../lib/slot-dates";
import { AttendanceBadge, Badge, PaymentBadge, StatusBadge } from "../../../ui/staff-badges";
import { OlderButton, useOlderPages } from "./older-pages";

const t = frStaff.client;

type Props = { clientId: number; latest: StaffBooking[]; next: string | null };

/**
 * The client's latest bookings, then older ones appended a page at a time (a client of years has
 * thousands).
 */
export function ClientBookings({ clientId, latest, next }: Props) {
  const { older, more, loading, readOn } = useOlderPages(next, (before) =>
    fetchClientBookings(clientId, before),
  );
  if (latest.length === 0) return <p className="px-4 py-6 text-sm text-ink/60">{t.bookingsEmpty}</p>;
  return (
    <>
      <BookingList bookings={older.length === 0 ? latest : [...latest, ...older]} />
      {more && <OlderButton label={t.bookingsOlder} busy={loading} onClick={() => void readOn()} />}
    </>
  );
}

/** Each booking a way to its day in the agenda. */
function BookingList({ bookings }: { bookings: StaffBooking[] }) {
  return (
    <ul className="divide-y divide-black/5" data-testid="client-bookings">
      {bookings.map((b) => (
        <li
          key={b.booking_id}
          data-booking={b.booking_id}
          className="flex flex-wrap items-center gap-x-4 gap-y-1.5 px-4 py-3"
        >
          <div className="min-w-0 flex-1">
            <p
              className={`font-semibold ${b.status === "cancelled" ? "text-ink/60 line-through" : "text-ink"}`}
            >
              {b.service_name}
            </p>
            <Link
              to="/admin/dashboard"
              search={{ date: b.date }}
              className="text-sm text-brand first-letter:uppercase hover:underline"
            >
              {sessionDay(b.date) ?? b.date} · {slotTime(b.start_time)}
            </Link>
          </div>
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge tone="grey">{frStaff.persons(b.number_person)}</Badge>
            {b.private_option && <Badge tone="brand">{frStaff.privateOption}</Badge>}
            <StatusBadge status={b.status} />
            <PaymentBadge booking={b} />
            <AttendanceBadge attendance={b.attendance} />
            <span className="min-w-20 text-right text-sm font-semibold">{formatXof(b.price)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
