import { Link } from "@tanstack/react-router";
import type { AgendaSlot, StaffBooking } from "../../../contract/staff/agenda";
import { frStaff } from "../../../i18n/fr-staff";
import { slotTime } from "../../../lib/slot-dates";
import { deskBookable } from "./agenda-hours";
import { BookingRow } from "./booking-row";

const t = frStaff.agenda;

/** What the desk does to a booking, from wherever the agenda shows it. */
export type SlotActions = {
  onPay: (b: StaffBooking) => void;
  onMove: (b: StaffBooking) => void;
  onCancel: (b: StaffBooking) => void;
  onChanged: () => void;
};

/** Where a slot is, for the desk to book a place in it. */
export type SlotPlace = { service: { id: number; name: string }; day: string; now: number };

/**
 * A booked slot: its time (and its service's name where the list mixes services), how full it is,
 * « Réserver » while it has a place the desk may book, and its bookings with the actions the
 * server allows on them now.
 */
export function SlotBlock({
  slot,
  serviceName,
  service,
  day,
  now,
  onPay,
  onMove,
  onCancel,
  onChanged,
}: { slot: AgendaSlot; serviceName?: string } & SlotPlace & SlotActions) {
  const ratio = slot.capacity > 0 ? Math.min(1, slot.persons_booked / slot.capacity) : 1;
  const full = slot.is_private || slot.persons_booked >= slot.capacity;
  return (
    <li data-testid="agenda-slot" className="md:flex">
      <div className="flex items-start justify-between gap-3 px-4 pt-3 md:w-44 md:shrink-0 md:flex-col md:justify-start md:border-r md:border-black/5 md:py-3">
        <div className="min-w-0">
          <p className="font-bold tabular-nums text-ink">
            {slotTime(slot.start_time)}
            <span className="font-normal text-ink/50"> – {slotTime(slot.end_time)}</span>
          </p>
          {serviceName && (
            <p className="text-sm font-semibold text-brand-dark" data-testid="slot-service">
              {serviceName}
            </p>
          )}
        </div>
        <div className="w-28 shrink-0 md:w-full">
          <p className="flex items-center justify-between gap-2 text-xs font-semibold text-ink/70">
            <span className="tabular-nums" data-testid="slot-occupancy">
              <span aria-hidden="true">{t.booked(slot.persons_booked, slot.capacity)}</span>
              <span className="sr-only">{t.bookedLabel(slot.persons_booked, slot.capacity)}</span>
            </span>
            {slot.withdrawn ? (
              <span className="text-red-800" title={t.withdrawnHint}>
                {t.withdrawn}
              </span>
            ) : slot.is_private ? (
              <span className="text-brand">{t.privateSlot}</span>
            ) : (
              full && <span className="text-accent-dark">{t.full}</span>
            )}
          </p>
          <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-black/10" aria-hidden="true">
            <div
              className={`h-full rounded-full ${full ? "bg-accent" : "bg-brand"}`}
              style={{ width: `${Math.round(ratio * 100)}%` }}
            />
          </div>
          {deskBookable(slot, day, now) && (
            <BookLink
              serviceId={service.id}
              day={day}
              slot={slot}
              label={t.bookAt(slotTime(slot.start_time), service.name)}
            >
              {t.book}
            </BookLink>
          )}
        </div>
      </div>
      <ul className="divide-y divide-black/5 md:min-w-0 md:flex-1">
        {slot.bookings.map((booking) => (
          <BookingRow
            key={booking.booking_id}
            booking={booking}
            marks={slot.marks}
            movable={slot.movable}
            onPay={() => onPay(booking)}
            onMove={() => onMove(booking)}
            onCancel={() => onCancel(booking)}
            onChanged={onChanged}
          />
        ))}
      </ul>
    </li>
  );
}

/** The desk's booking screen, opened on this slot (its service, day and time chosen). */
export function BookLink({
  serviceId,
  day,
  slot,
  label,
  className = "mt-2 inline-flex min-h-9 items-center text-sm font-semibold text-brand hover:underline",
  children,
}: {
  serviceId: number;
  day: string;
  slot: AgendaSlot;
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Link
      to="/admin/reserver"
      search={{ service: serviceId, day, slot: slot.slot_id }}
      aria-label={label}
      className={className}
      data-testid="agenda-book"
    >
      {children}
    </Link>
  );
}
