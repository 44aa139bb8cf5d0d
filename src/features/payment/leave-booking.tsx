import { useState } from "react";
import { cancelBooking } from "../../api/booking";
import { userMessage } from "../../api/refusal";
import { frPayment } from "../../i18n/fr-payment";
import { toastStore } from "../../stores/toasts";
import { forgetBooking } from "./payment-outcomes";

const t = frPayment;

type Props = {
  bookingId: number;
  /** Keeps the booking held, to pay later from Mes réservations (the modal closes). */
  onKeep: () => void;
  /** Lets the booking go: its places are freed at once (the modal closes). */
  onLeft: () => void;
};

/**
 * Asked when the payment window of a booking just made is closed: a booking left unpaid holds its
 * places, and one of the member's few unpaid bookings, until its hold lapses. The member chooses.
 */
export function LeaveBooking({ bookingId, onKeep, onLeft }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function letGo() {
    setBusy(true);
    setError(null);
    try {
      await cancelBooking(bookingId);
      forgetBooking(bookingId);
      toastStore.getState().show("success", t.leftBooking);
      onLeft();
    } catch (problem) {
      setError(userMessage(problem));
      setBusy(false);
    }
  }
  return (
    <div className="p-5 pt-6 sm:p-6">
      <p className="pr-12 text-xl font-bold text-brand-dark">{t.leaveTitle}</p>
      <p className="mt-3 text-ink/80">{t.leaveText}</p>
      {error && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn-ghost" onClick={onKeep} disabled={busy}>
          {t.keepForLater}
        </button>
        <button
          type="button"
          className="btn bg-red-700 text-white hover:bg-red-800"
          onClick={() => void letGo()}
          disabled={busy}
        >
          {busy ? t.leaving : t.leaveBooking}
        </button>
      </div>
    </div>
  );
}
