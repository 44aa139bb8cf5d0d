import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { actionFailure, setAttendance } from "../../../api/staff";
import type { Attendance, StaffBooking } from "../../../contract/staff/agenda";
import { frStaff } from "../../../i18n/fr-staff";
import { slotTime } from "../../../lib/slot-dates";
import { toastStore } from "../../../stores/toasts";
import { AttendanceBadge, Badge, PaymentBadge, StatusBadge } from "../../../ui/staff-badges";

const t = frStaff.agenda;

type Props = {
  booking: StaffBooking;
  onPay: () => void;
  onCancel: () => void;
  onChanged: () => void;
};

/** One booking under its slot: who, how many, how it is paid, whether they came, and the desk's actions. */
export function BookingRow({ booking, onPay, onCancel, onChanged }: Props) {
  const [busy, setBusy] = useState(false);
  const name =
    `${booking.client.first_name} ${booking.client.last_name}`.trim() || booking.client.email || "—";
  const cancelled = booking.status === "cancelled";
  const mark = async (attendance: Attendance | null) => {
    setBusy(true);
    try {
      await setAttendance(booking.booking_id, { attendance });
      const message =
        attendance === "present"
          ? t.markedPresent(name)
          : attendance === "absent"
            ? t.markedAbsent(name)
            : frStaff.agenda.attendanceUndone;
      toastStore.getState().show("success", message);
    } catch (error) {
      toastStore.getState().show("error", actionFailure(error), 6000);
    } finally {
      setBusy(false);
      // Either way the agenda shows what the server now holds (another desk may have acted).
      onChanged();
    }
  };
  const small = "btn !min-h-9 !px-3 !py-1 text-xs";
  return (
    <li
      data-testid="agenda-booking"
      data-booking={booking.booking_id}
      aria-label={t.actionsFor(name, slotTime(booking.start_time))}
      className={`flex flex-col gap-2 px-4 py-3 md:flex-row md:items-center md:gap-4 ${cancelled ? "bg-stone-50 text-ink/60" : ""}`}
    >
      <div className="min-w-0 md:w-56 md:shrink-0">
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
            {booking.client.telephone_number}
          </a>
        ) : (
          <span className="text-sm text-ink/50">{frStaff.noPhone}</span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-1.5">
        <Badge tone="grey">{frStaff.persons(booking.number_person)}</Badge>
        {booking.private_option && <Badge tone="brand">{frStaff.privateOption}</Badge>}
        <StatusBadge status={booking.status} />
        <PaymentBadge booking={booking} />
        <AttendanceBadge attendance={booking.attendance} />
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
        <div className="flex flex-wrap items-center gap-1.5 md:justify-end">
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
                <button
                  type="button"
                  className={`${small} border border-brand/30 bg-white text-brand hover:bg-brand/5`}
                  disabled={busy}
                  onClick={() => void mark("present")}
                >
                  {t.markPresent}
                </button>
                <button
                  type="button"
                  className={`${small} border border-red-200 bg-white text-red-800 hover:bg-red-50`}
                  disabled={busy}
                  onClick={() => void mark("absent")}
                >
                  {t.markAbsent}
                </button>
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
          <button type="button" className={`${small} text-red-800 hover:bg-red-50`} onClick={onCancel}>
            {t.cancelBooking}
          </button>
        </div>
      )}
    </li>
  );
}
