import { Link } from "@tanstack/react-router";
import type { Attendance, StaffBooking } from "../../../contract/staff/agenda";
import { frStaff } from "../../../i18n/fr-staff";
import { displayPhone } from "../../../lib/phone";
import { slotTime } from "../../../lib/slot-dates";
import { AttendanceBadge, Badge, PaymentBadge, StatusBadge } from "../../../ui/staff-badges";
import { deskClientName, useAttendanceMark } from "../../../ui/use-attendance-mark";
import { ClientNotesMarker } from "./client-notes-marker";
import { PenaltyRefund } from "./penalty-refund";

const t = frStaff.agenda;

type Props = {
  booking: StaffBooking;
  /** The marks the server allows on its slot now (« Absent » once the session has begun). */
  marks: Attendance[];
  /** Its session has not begun: it may still move. */
  movable: boolean;
  onPay: () => void;
  onMove: () => void;
  onCancel: () => void;
  onChanged: () => void;
};

/**
 * One booking under its slot: who, how many, how it is paid, whether they came, and the desk's
 * actions. The row wraps by the room it has (a container query), never by the window's width: its
 * actions go under the badges rather than over them.
 */
export function BookingRow({ booking, marks, movable, onPay, onMove, onCancel, onChanged }: Props) {
  const { busy, mark } = useAttendanceMark(booking, onChanged);
  const name = deskClientName(booking);
  const cancelled = booking.status === "cancelled";
  const small = "btn !min-h-9 !px-3 !py-1 text-xs";
  return (
    <li
      data-testid="agenda-booking"
      data-booking={booking.booking_id}
      aria-label={t.actionsFor(name, slotTime(booking.start_time))}
      className={`@container px-4 py-3 ${cancelled ? "bg-stone-50 text-ink/60" : ""}`}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="w-full min-w-0 @xl:w-48 @xl:shrink-0">
          <Link
            to="/admin/clients/$id"
            params={{ id: String(booking.client.id) }}
            className={`block truncate font-semibold hover:underline ${cancelled ? "line-through" : "text-ink"}`}
          >
            {name}
          </Link>
          {booking.client.telephone_number ? (
            <a
              href={`tel:${booking.client.telephone_number.replace(/[^\d+]/g, "")}`}
              className="text-sm text-brand hover:underline"
              aria-label={frStaff.call(name)}
            >
              {displayPhone(booking.client.telephone_number)}
            </a>
          ) : (
            <span className="text-sm text-ink/50">{frStaff.noPhone}</span>
          )}
        </div>
        <div className="flex flex-1 flex-wrap items-center gap-1.5">
          <Badge tone="grey">{frStaff.persons(booking.number_person)}</Badge>
          {booking.private_option && <Badge tone="brand">{frStaff.privateOption}</Badge>}
          <ClientNotesMarker notes={booking.client_notes} />
          <StatusBadge status={booking.status} />
          <PaymentBadge booking={booking} />
          <AttendanceBadge attendance={booking.attendance} />
          <PenaltyRefund booking={booking} onChanged={onChanged} />
          {booking.venue_payment?.reference && (
            <span className="text-xs text-ink/60">{t.reference(booking.venue_payment.reference)}</span>
          )}
          {cancelled && (
            <span className="text-xs text-ink/60">
              {booking.cancelled_by ? t.cancelledBy(booking.cancelled_by) : t.cancelledByClient}
              {booking.cancel_reason && ` · « ${booking.cancel_reason} »`}
            </span>
          )}
        </div>
        {!cancelled && (
          <div className="flex basis-full flex-wrap items-center gap-1.5 @xl:pl-52 @3xl:ml-auto @3xl:basis-auto @3xl:justify-end @3xl:pl-0">
            {booking.status === "confirmed" &&
              (booking.attendance ? (
                <button
                  type="button"
                  className={`${small} border border-black/15 bg-white text-ink/75 hover:bg-black/5`}
                  disabled={busy}
                  onClick={() => void mark(null)}
                >
                  {t.undoAttendance}
                </button>
              ) : (
                <>
                  {marks.includes("present") && (
                    <button
                      type="button"
                      className={`${small} border border-brand/30 bg-white text-brand hover:bg-brand/5`}
                      disabled={busy}
                      onClick={() => void mark("present")}
                    >
                      {t.markPresent}
                    </button>
                  )}
                  {marks.includes("absent") && (
                    <button
                      type="button"
                      className={`${small} border border-red-200 bg-white text-red-800 hover:bg-red-50`}
                      disabled={busy}
                      onClick={() => void mark("absent")}
                    >
                      {t.markAbsent}
                    </button>
                  )}
                </>
              ))}
            {booking.payment_status !== "paid" && (
              <button
                type="button"
                className={`${small} bg-brand text-white hover:bg-brand-dark`}
                onClick={onPay}
              >
                {t.collect}
              </button>
            )}
            {booking.status === "confirmed" && movable && !booking.attendance && (
              <button type="button" className={`${small} text-brand hover:bg-brand/5`} onClick={onMove}>
                {t.move}
              </button>
            )}
            <button type="button" className={`${small} text-red-800 hover:bg-red-50`} onClick={onCancel}>
              {t.cancelBooking}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
