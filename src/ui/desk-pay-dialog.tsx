import { type FormEvent, useEffect, useState } from "react";
import { actionFailure, payAtVenue } from "../api/staff";
import type { StaffBooking } from "../contract/staff/agenda";
import { type DeskMethod, deskMethodLabels, referenceSchema } from "../contract/staff/common";
import { frStaff } from "../i18n/fr-staff";
import { validateForm } from "../lib/form-errors";
import { formatXof } from "../lib/format";
import { slotTime } from "../lib/slot-dates";
import { toastStore } from "../stores/toasts";
import { DeskDialog, DeskMethodChoice } from "./desk-dialog";
import { Field } from "./field";
import { useAttemptKey } from "./use-attempt-key";
import { useSettlingBusy } from "./use-settling-busy";

const t = frStaff.pay;

type Props = { booking: StaffBooking | null; onClose: () => void; onChanged: () => void };

/** Paid at the venue: the method and a reference; the amount is the booking's price, never typed. */
export function PayDialog({ booking, onClose, onChanged }: Props) {
  const [method, setMethod] = useState<DeskMethod>("cash");
  const [reference, setReference] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const { busy, start, finish } = useSettlingBusy();
  const attemptKey = useAttemptKey();
  const bookingId = booking?.booking_id;
  useEffect(() => {
    if (bookingId === undefined) return;
    setMethod("cash");
    setReference("");
    setError(null);
    setFieldError(undefined);
  }, [bookingId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!booking || busy) return;
    const checked = validateForm(referenceSchema, reference);
    if (!checked.ok) return setFieldError(Object.values(checked.errors)[0]);
    start();
    setError(null);
    const body = { method, reference: checked.value };
    try {
      await payAtVenue(booking.booking_id, body, attemptKey({ id: booking.booking_id, ...body }));
      toastStore.getState().show("success", t.done(formatXof(booking.price), deskMethodLabels[method]), 4000);
      onChanged();
      onClose();
    } catch (failure) {
      // Kept open with what was chosen; the agenda shows what the server now holds.
      setError(actionFailure(failure));
      onChanged();
    } finally {
      finish();
    }
  };

  const client = booking ? `${booking.client.first_name} ${booking.client.last_name}` : "";
  return (
    <DeskDialog
      open={booking !== null}
      title={t.title}
      testId="pay-dialog"
      busy={busy}
      error={error}
      submitLabel={t.submit(booking ? formatXof(booking.price) : "")}
      onClose={onClose}
      onSubmit={submit}
    >
      {booking && (
        <p className="text-sm text-ink/70">
          <span className="font-semibold text-ink">{client}</span> · {booking.service_name} ·{" "}
          {slotTime(booking.start_time)}
        </p>
      )}
      <div className="flex items-baseline justify-between rounded-2xl bg-sand px-4 py-3">
        <span className="text-sm text-ink/70">{t.amount}</span>
        <span className="text-2xl font-bold text-brand-dark" data-testid="pay-amount">
          {booking ? formatXof(booking.price) : ""}
        </span>
      </div>
      <DeskMethodChoice name="desk-method" value={method} onChange={setMethod} />
      <div>
        <Field
          label={t.reference}
          value={reference}
          maxLength={100}
          error={fieldError}
          onChange={(e) => {
            setReference(e.target.value);
            setFieldError(undefined);
          }}
        />
        <p className="mt-1 text-xs text-ink/60">{t.referenceHint}</p>
      </div>
    </DeskDialog>
  );
}
