import { type FormEvent, useEffect, useId, useState } from "react";
import { actionFailure, cancelForClient } from "../api/staff";
import { type StaffBooking, staffCancelRequestSchema } from "../contract/staff/agenda";
import { frStaff } from "../i18n/fr-staff";
import { beforeCutoff } from "../lib/cancel-rule";
import { validateForm } from "../lib/form-errors";
import { formatCredits } from "../lib/format";
import { slotTime } from "../lib/slot-dates";
import { toastStore } from "../stores/toasts";
import { DeskDialog } from "./desk-dialog";
import { describedControl, FieldFrame, inputClass } from "./field";
import { useSettlingBusy } from "./use-settling-busy";

const t = frStaff.cancel;

/** Where the session stands against the cut-off: staff may cancel anyway, told so. Dakar keeps UTC. */
export function cutoffWarning(booking: StaffBooking, cutoffHours: number, now = Date.now()): string | null {
  const at = new Date(`${booking.date}T${booking.start_time}Z`);
  if (Number.isNaN(at.getTime())) return null;
  if (at.getTime() <= now) return t.past;
  return beforeCutoff(at, now, cutoffHours) ? null : t.afterCutoff(cutoffHours);
}

type Props = {
  booking: StaffBooking | null;
  cutoffHours: number;
  onClose: () => void;
  onChanged: () => void;
};

/** Cancelled for the client, before or after the cut-off, with or without its payment back in credits. */
export function CancelDialog({ booking, cutoffHours, onClose, onChanged }: Props) {
  const [reason, setReason] = useState("");
  const [refund, setRefund] = useState(true);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const { busy, start, finish } = useSettlingBusy();
  const reasonId = useId();
  const paid = booking?.payment_status === "paid";
  const bookingId = booking?.booking_id;
  useEffect(() => {
    if (bookingId === undefined) return;
    setReason("");
    setRefund(true);
    setReasonError(undefined);
    setError(null);
  }, [bookingId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!booking || busy) return;
    const checked = validateForm(staffCancelRequestSchema, { refund: paid && refund, reason });
    if (!checked.ok) return setReasonError(checked.errors.reason);
    start();
    setError(null);
    try {
      const answer = await cancelForClient(booking.booking_id, checked.value);
      const credits = answer.refunded_credits || answer.booking.refunded_credits;
      toastStore
        .getState()
        .show("success", credits > 0 ? t.doneRefund(formatCredits(credits)) : t.done, 4000);
      onChanged();
      onClose();
    } catch (failure) {
      setError(actionFailure(failure));
      onChanged();
    } finally {
      finish();
    }
  };

  const warning = booking ? cutoffWarning(booking, cutoffHours) : null;
  return (
    <DeskDialog
      open={booking !== null}
      title={t.title}
      testId="cancel-dialog"
      busy={busy}
      error={error}
      submitLabel={t.submit}
      dismissLabel={t.keep}
      danger
      onClose={onClose}
      onSubmit={submit}
    >
      {booking && (
        <p className="text-sm text-ink/70">
          <span className="font-semibold text-ink">
            {booking.client.first_name} {booking.client.last_name}
          </span>{" "}
          · {booking.service_name} · {slotTime(booking.start_time)}
        </p>
      )}
      {warning && (
        <p
          className="rounded-2xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
          data-testid="cutoff-warning"
        >
          {warning}
        </p>
      )}
      <FieldFrame id={reasonId} label={t.reason} error={reasonError}>
        <textarea
          {...describedControl(reasonId, reasonError)}
          className={`${inputClass} min-h-24`}
          value={reason}
          maxLength={500}
          placeholder={t.reasonPlaceholder}
          onChange={(e) => {
            setReason(e.target.value);
            setReasonError(undefined);
          }}
        />
      </FieldFrame>
      {booking && paid ? (
        <label className="flex cursor-pointer items-start gap-3 rounded-2xl bg-brand/5 px-4 py-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5 accent-brand"
            checked={refund}
            onChange={(e) => setRefund(e.target.checked)}
          />
          <span>
            <span className="font-semibold text-brand-dark">{t.refund}</span>
            <span className="block text-ink/70">{t.refundHint(formatCredits(booking.credit_price))}</span>
          </span>
        </label>
      ) : (
        <p className="text-sm text-ink/70">{t.nothingToRefund}</p>
      )}
      <p className="text-xs text-ink/60">{t.mailed}</p>
    </DeskDialog>
  );
}
