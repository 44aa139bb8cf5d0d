import { actionFailure } from "../../../api/staff";
import type { StaffBooking } from "../../../contract/staff/agenda";
import { frStaff } from "../../../i18n/fr-staff";
import { staffBookingQuery } from "../../../queries/staff-week";
import { useQuery } from "../../../queries/use-query";
import { DeskReadFailure } from "../../../ui/desk-read-failure";
import { AttendanceBadge, PaymentBadge, StatusBadge } from "../../../ui/staff-badges";
import { deskClientName, useAttendanceMark } from "../../../ui/use-attendance-mark";

const t = frStaff.agenda;
const at = (date: string, time: string) => Date.parse(`${date}T${time}Z`);
const small = "btn !min-h-10 !px-4 !py-1.5 text-sm";

export const clientName = deskClientName;

/**
 * « Présent » from the session's day, « Absent » once it has begun, or the mark taken back: what
 * a practitioner may do, and the desk too. The server says no when it is not time.
 */
export function ArrivalButtons({
  booking,
  now,
  onChanged,
}: {
  booking: StaffBooking;
  now: number;
  onChanged: () => void;
}) {
  const { busy, mark } = useAttendanceMark(booking, onChanged);
  if (booking.status !== "confirmed") return null;
  const started = at(booking.date, booking.start_time) <= now;
  const sameDay = booking.date <= new Date(now).toISOString().slice(0, 10);
  if (booking.attendance)
    return (
      <button type="button" className={`${small} btn-ghost`} disabled={busy} onClick={() => void mark(null)}>
        {t.undoAttendance}
      </button>
    );
  return (
    <>
      {sameDay && (
        <button
          type="button"
          className={`${small} border border-brand/30 bg-white text-brand hover:bg-brand/5`}
          disabled={busy}
          onClick={() => void mark("present")}
        >
          {t.markPresent}
        </button>
      )}
      {started && (
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
  );
}

/** One client of a class, read on opening, with their marks and arrival. */
export function ClassMember({
  bookingId,
  now,
  onChanged,
}: {
  bookingId: number;
  now: number;
  onChanged: () => void;
}) {
  const read = useQuery(staffBookingQuery(bookingId));
  const b = read.data;
  if (!b)
    return (
      <li className="py-2">
        {read.error !== undefined ? (
          <DeskReadFailure message={actionFailure(read.error)} retrying={read.loading} onRetry={read.retry} />
        ) : (
          <span className="text-sm text-ink/60">…</span>
        )}
      </li>
    );
  return (
    <li className="flex flex-wrap items-center gap-2 py-2" data-testid="class-member">
      <span className="min-w-0 flex-1 font-semibold text-ink">{clientName(b)}</span>
      <StatusBadge status={b.status} />
      <PaymentBadge booking={b} />
      <AttendanceBadge attendance={b.attendance} />
      <span className="flex flex-wrap gap-2 empty:hidden">
        <ArrivalButtons booking={b} now={now} onChanged={onChanged} />
      </span>
    </li>
  );
}
