import { type FormEvent, useEffect, useState } from "react";
import { actionFailure, payAtVenue } from "../../api/staff";
import type { StaffBooking } from "../../contract/staff/agenda";
import { type DeskMethod, deskMethodLabels, referenceSchema } from "../../contract/staff/common";
import { frStaff } from "../../i18n/fr-staff";
import { validateForm } from "../../lib/form-errors";
import { formatXof } from "../../lib/format";
import { slotTime } from "../../lib/slot-dates";
import { toastStore } from "../../stores/toasts";
import { Field } from "../../ui/field";
import { Modal } from "../../ui/modal";
import { useSettlingBusy } from "../../ui/use-settling-busy";

const t = frStaff.pay;
const methods = Object.keys(deskMethodLabels) as DeskMethod[];

type Props = { booking: StaffBooking | null; onClose: () => void; onChanged: () => void };

/** Paid at the venue: the method and a reference; the amount is the booking's price, never typed. */
export function PayDialog({ booking, onClose, onChanged }: Props) {
  const [method, setMethod] = useState<DeskMethod>("cash");
  const [reference, setReference] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const { busy, start, finish } = useSettlingBusy();
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
    try {
      await payAtVenue(booking.booking_id, { method, reference: checked.value });
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
    <Modal open={booking !== null} onClose={busy ? () => undefined : onClose} title={t.title}>
      <form noValidate onSubmit={submit} className="p-6 pt-8" data-testid="pay-dialog">
        <p aria-hidden="true" className="text-xl font-bold text-brand-dark">
          {t.title}
        </p>
        {booking && (
          <p className="mt-2 text-sm text-ink/70">
            <span className="font-semibold text-ink">{client}</span> · {booking.service_name} ·{" "}
            {slotTime(booking.start_time)}
          </p>
        )}
        <div className="mt-4 flex items-baseline justify-between rounded-2xl bg-sand px-4 py-3">
          <span className="text-sm text-ink/70">{t.amount}</span>
          <span className="text-2xl font-bold text-brand-dark" data-testid="pay-amount">
            {booking ? formatXof(booking.price) : ""}
          </span>
        </div>
        <fieldset className="mt-5">
          <legend className="text-sm font-medium">{t.method}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {methods.map((m) => (
              <label
                key={m}
                className={`flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm font-semibold ${m === method ? "border-brand bg-brand/5 text-brand-dark" : "border-black/15 bg-white"}`}
              >
                <input
                  type="radio"
                  name="desk-method"
                  value={m}
                  checked={m === method}
                  onChange={() => setMethod(m)}
                  className="accent-brand"
                />
                {deskMethodLabels[m]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4">
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
        {error && (
          <p role="alert" className="mt-4 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-ghost" onClick={onClose} disabled={busy}>
            {frStaff.dismiss}
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? frStaff.saving : t.submit(booking ? formatXof(booking.price) : "")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
