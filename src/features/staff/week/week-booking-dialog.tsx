import { Link } from "@tanstack/react-router";
import { actionFailure } from "../../../api/staff";
import type { StaffBooking } from "../../../contract/staff/agenda";
import type { Week, WeekBlock } from "../../../contract/staff/week";
import { frStaff } from "../../../i18n/fr-staff";
import { frStaffWeek } from "../../../i18n/fr-staff-week";
import { longDay, slotTime } from "../../../lib/slot-dates";
import { staffBookingQuery } from "../../../queries/staff-week";
import { useQuery } from "../../../queries/use-query";
import { DeskReadFailure } from "../../../ui/desk-read-failure";
import { Modal } from "../../../ui/modal";
import { AttendanceBadge, PaymentBadge, StatusBadge } from "../../../ui/staff-badges";
import { ArrivalButtons, ClassMember } from "./week-arrivals";
import { blockTitle } from "./week-block";

const t = frStaffWeek.details;
const at = (date: string, time: string) => Date.parse(`${date}T${time}Z`);

/** What the desk may do to the opened booking; a practitioner only marks arrivals. */
export type BookingActions = {
  onPay: (b: StaffBooking) => void;
  onMove: (b: StaffBooking) => void;
  onCancel: (b: StaffBooking) => void;
  onAssign: (block: WeekBlock) => void;
  onChanged: () => void;
};

type Props = {
  week: Week;
  block: WeekBlock | null;
  now: number;
  /** A practitioner signed in: arrivals only. */
  arrivalsOnly: boolean;
  actions: BookingActions;
  onClose: () => void;
};

/** A block opened: the booking's details, read fresh, and the agenda's actions on it. */
export function WeekBookingDialog({ week, block, now, arrivalsOnly, actions, onClose }: Props) {
  const read = useQuery(block && block.kind === "booking" ? staffBookingQuery(block.booking_id) : null);
  const booking = read.data?.booking_id === block?.booking_id ? read.data : undefined;
  const who = (ids: number[]) =>
    ids.map((id) => week.practitioners.find((p) => p.id === id)?.name ?? `#${id}`).join(", ") || t.nobody;
  const room = block?.room_id ? (week.rooms.find((r) => r.id === block.room_id)?.name ?? t.none) : t.none;

  const small = "btn !min-h-10 !px-4 !py-1.5 text-sm";
  const started = booking ? at(booking.date, booking.start_time) <= now : false;
  return (
    <Modal open={block !== null} onClose={onClose} title={block?.kind === "class" ? t.classTitle : t.title}>
      {block && (
        <div className="space-y-4 p-6 pt-8" data-testid="week-booking-dialog">
          <div className="pr-10">
            <p className="text-xl font-bold text-brand-dark">{blockTitle(block)}</p>
            <p className="text-sm text-ink/70">
              {block.kind === "class" ? "" : `${block.service_name} · `}
              {longDay(block.date)}, {slotTime(block.start_time)} – {slotTime(block.end_time)}
            </p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-ink/60">{t.practitioners}</dt>
            <dd className="font-medium">{who(block.practitioner_ids)}</dd>
            <dt className="text-ink/60">{t.room}</dt>
            <dd className="font-medium">{room}</dd>
            {block.kind === "class" && (
              <>
                <dt className="text-ink/60">{t.places}</dt>
                <dd className="font-medium">
                  {frStaffWeek.classCount(block.clients, block.persons, block.capacity)}
                </dd>
              </>
            )}
          </dl>
          {block.kind === "class" ? (
            <div className="space-y-3">
              <ul className="max-h-72 divide-y divide-black/5 overflow-y-auto" aria-label={t.classClients}>
                {block.booking_ids.map((id) => (
                  <ClassMember key={id} bookingId={id} now={now} onChanged={actions.onChanged} />
                ))}
              </ul>
              {!arrivalsOnly && (
                <Link to="/admin/dashboard" search={{ date: block.date }} className="btn-primary inline-flex">
                  {t.openAgenda}
                </Link>
              )}
            </div>
          ) : !booking ? (
            read.error !== undefined ? (
              <DeskReadFailure
                message={actionFailure(read.error)}
                retrying={read.loading}
                onRetry={read.retry}
              />
            ) : (
              <p className="text-sm text-ink/60">{t.loading}</p>
            )
          ) : (
            <>
              <div className="flex flex-wrap gap-1.5">
                <StatusBadge status={booking.status} />
                <PaymentBadge booking={booking} />
                <AttendanceBadge attendance={booking.attendance} />
              </div>
              {!arrivalsOnly && (
                <Link
                  to="/admin/clients/$id"
                  params={{ id: String(booking.client.id) }}
                  className="text-sm font-semibold text-brand hover:underline"
                >
                  {t.openRecord}
                </Link>
              )}
              {booking.status === "confirmed" && (
                <div className="flex flex-wrap gap-2 border-t border-black/5 pt-4">
                  <ArrivalButtons booking={booking} now={now} onChanged={actions.onChanged} />
                </div>
              )}
              {!arrivalsOnly && (
                <div className="flex flex-wrap gap-2">
                  {booking.payment_status !== "paid" && (
                    <button
                      type="button"
                      className={`${small} bg-brand text-white hover:bg-brand-dark`}
                      onClick={() => actions.onPay(booking)}
                    >
                      {frStaff.agenda.collect}
                    </button>
                  )}
                  {booking.status === "confirmed" && !started && !booking.attendance && (
                    <button
                      type="button"
                      className={`${small} text-brand hover:bg-brand/5`}
                      onClick={() => actions.onMove(booking)}
                    >
                      {frStaff.agenda.move}
                    </button>
                  )}
                  {!started && (
                    <button
                      type="button"
                      className={`${small} text-brand hover:bg-brand/5`}
                      onClick={() => actions.onAssign(block)}
                    >
                      {t.changePractitioner}
                    </button>
                  )}
                  <button
                    type="button"
                    className={`${small} text-red-800 hover:bg-red-50`}
                    onClick={() => actions.onCancel(booking)}
                  >
                    {frStaff.agenda.cancelBooking}
                  </button>
                </div>
              )}
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
