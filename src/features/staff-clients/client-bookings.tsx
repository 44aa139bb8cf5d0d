import type { StaffBooking } from "../../contract/staff/agenda";
import { frStaff } from "../../i18n/fr-staff";
import { formatXof } from "../../lib/format";
import { sessionDay } from "../../lib/history-dates";
import { slotTime } from "../../lib/slot-dates";
import { AttendanceBadge, Badge, PaymentBadge, StatusBadge } from "../../ui/staff-badges";
import { StaffLink } from "../../ui/staff-link";

const t = frStaff.client;

/** The client's latest bookings, each a way to its day in the agenda. */
export function ClientBookings({ bookings }: { bookings: StaffBooking[] }) {
  if (bookings.length === 0) return <p className="px-4 py-6 text-sm text-ink/60">{t.bookingsEmpty}</p>;
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
            <StaffLink
              to="dashboard"
              search={{ date: b.date }}
              className="text-sm text-brand first-letter:uppercase hover:underline"
            >
              {sessionDay(b.date) ?? b.date} · {slotTime(b.start_time)}
            </StaffLink>
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
