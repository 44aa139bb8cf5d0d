import { Link } from "@tanstack/react-router";
import { useState } from "react";
import * as v from "valibot";
import { actionFailure, cancelForClient } from "../../../api/staff";
import { staffCancelRequestSchema } from "../../../contract/staff/agenda";
import type { BookingToDealWith } from "../../../contract/staff/schedule";
import { frStaffSchedule } from "../../../i18n/fr-staff-schedule";
import { displayPhone } from "../../../lib/phone";
import { toastStore } from "../../../stores/toasts";
import { DeskDialog } from "../../../ui/desk-dialog";
import { DeskMoveDialog } from "../../../ui/desk-move-dialog";
import { describedControl, FieldFrame, inputClass } from "../../../ui/field";
import { Badge } from "../../../ui/staff-badges";
import { StaffPanel } from "../../../ui/staff-page";
import { useSettlingBusy } from "../../../ui/use-settling-busy";
import { dakarDate } from "./schedule-dates";

const t = frStaffSchedule.toDealWith;
const reasonText = (b: BookingToDealWith) => {
  switch (b.reason) {
    case "closure":
      return t.reasons.closure(b.closure_label);
    case "practitioner_absent":
      return t.reasons.practitioner_absent(b.practitioner_name, b.closure_label);
    case "practitioner_unavailable":
      return t.reasons.practitioner_unavailable(b.practitioner_name);
    default:
      return t.reasons[b.reason];
  }
};
const when = (b: BookingToDealWith) => frStaffSchedule.at(dakarDate(b.date), b.start_time, b.end_time);

/** Live bookings on slots the schedule no longer has: to move with the client, or cancel and refund. */
export function ToDealWith({
  bookings,
  onChanged,
}: {
  bookings: BookingToDealWith[];
  onChanged: () => void;
}) {
  const [cancelling, setCancelling] = useState<BookingToDealWith | null>(null);
  const [moving, setMoving] = useState<BookingToDealWith | null>(null);
  const [reason, setReason] = useState<string>(t.defaultReasons.closure);
  const [error, setError] = useState<string | null>(null);
  const { busy, start, finish } = useSettlingBusy();
  const close = () => {
    setCancelling(null);
    setError(null);
  };
  const confirm = async () => {
    if (!cancelling || busy) return;
    // Only what was paid comes back (in credits); an unpaid booking is cancelled, nothing more.
    const paid = cancelling.payment_status === "paid";
    const body = v.safeParse(staffCancelRequestSchema, { refund: paid, reason });
    if (!body.success) return setError(body.issues[0]?.message ?? null);
    start();
    setError(null);
    try {
      const answer = await cancelForClient(cancelling.booking_id, body.output);
      const credits = answer.refunded_credits || answer.booking.refunded_credits;
      toastStore.getState().show("success", credits > 0 ? t.cancelledRefund(credits) : t.cancelled, 4000);
      close();
      onChanged();
    } catch (failure) {
      setError(actionFailure(failure));
      // Cancelled meanwhile by someone else, or the answer lost: the list shows what the server holds.
      onChanged();
    } finally {
      finish();
    }
  };
  return (
    <StaffPanel className={`p-4 sm:p-5 ${bookings.length ? "ring-2 ring-amber-300" : ""}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-bold text-brand-dark">{t.title}</h2>
        {bookings.length > 0 && <Badge tone="amber">{bookings.length}</Badge>}
      </div>
      {bookings.length === 0 ? (
        <p className="mt-2 text-sm text-ink/60">{t.empty}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink/70">{t.hint}</p>
          <ul className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {bookings.map((b) => (
              <li
                key={b.booking_id}
                data-testid="booking-to-deal-with"
                className="flex flex-col rounded-xl bg-sand p-3"
              >
                <div className="flex items-start justify-between gap-2">
                  <p className="min-w-0 font-semibold break-words">{b.client_name}</p>
                  <Badge tone={b.payment_status === "paid" ? "green" : "grey"}>
                    {t.payment[b.payment_status]}
                  </Badge>
                </div>
                {b.telephone_number ? (
                  <a
                    href={`tel:${b.telephone_number.replace(/[^\d+]/g, "")}`}
                    className="font-bold text-brand hover:underline"
                  >
                    {displayPhone(b.telephone_number)}
                  </a>
                ) : (
                  <p className="text-sm text-ink/60">{frStaffSchedule.noPhone}</p>
                )}
                <p className="mt-2 text-sm">
                  {b.service_name} · {t.persons(b.number_person)}
                </p>
                <p className="text-sm font-medium">{when(b)}</p>
                <p className="mt-1 text-xs text-ink/60">{reasonText(b)}</p>
                <div className="mt-3 flex flex-wrap gap-2">
                  {b.practitioner_name ? (
                    // Their practitioner's week, to see who else is free; « Déplacer » hands the session over.
                    <Link
                      to="/admin/semaine"
                      search={{ date: b.date }}
                      className="btn-ghost min-h-9 px-3 text-sm"
                    >
                      {t.week}
                    </Link>
                  ) : (
                    <Link
                      to="/admin/dashboard"
                      search={{ date: b.date }}
                      className="btn-ghost min-h-9 px-3 text-sm"
                    >
                      {t.agenda}
                    </Link>
                  )}
                  {/* A hold not yet confirmed cannot move: it is cancelled, or lapses on its own. */}
                  {b.confirmed && (
                    <button
                      type="button"
                      className="btn-primary min-h-9 px-3 text-sm"
                      onClick={() => setMoving(b)}
                    >
                      {frStaffSchedule.move.open}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn-ghost min-h-9 px-3 text-sm text-red-800"
                    onClick={() => {
                      setReason(t.defaultReasons[b.reason]);
                      setCancelling(b);
                    }}
                  >
                    {b.payment_status === "paid" ? t.cancel : t.cancelUnpaid}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <DeskMoveDialog
        // Its own day when only its practitioner is missing (the day is open); else tomorrow on.
        booking={moving && { ...moving, day: moving.practitioner_name ? moving.date : undefined }}
        onClose={() => setMoving(null)}
        onChanged={onChanged}
      />
      <DeskDialog
        open={cancelling !== null}
        title={cancelling?.payment_status === "paid" ? t.cancelTitle : t.confirm}
        testId="schedule-cancel-dialog"
        busy={busy}
        error={error}
        submitLabel={t.confirm}
        dismissLabel={frStaffSchedule.dismiss}
        danger
        onClose={close}
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        {cancelling && (
          <p className="text-ink/80">
            {cancelling.payment_status === "paid"
              ? t.cancelText(cancelling.client_name, when(cancelling))
              : t.cancelTextUnpaid(cancelling.client_name, when(cancelling))}
          </p>
        )}
        <FieldFrame id="schedule-cancel-reason" label={t.reason} error={undefined}>
          <textarea
            {...describedControl("schedule-cancel-reason", undefined)}
            className={`${inputClass} min-h-20`}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </FieldFrame>
      </DeskDialog>
    </StaffPanel>
  );
}
