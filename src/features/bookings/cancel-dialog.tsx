import { useState } from "react";
import { cancelBooking } from "../../api/booking";
import { isApiError } from "../../api/errors";
import { readRefusal, refusalText } from "../../api/refusal";
import type { BookingHistoryItem } from "../../contract/booking";
import { frBookings } from "../../i18n/fr-bookings";
import { formatCredits } from "../../lib/format";
import { sessionDay } from "../../lib/history-dates";
import { MONEY_REFUND_VALIDITY_DAYS } from "../../lib/price";
import { slotTime } from "../../lib/slot-dates";
import { bookingsChanged } from "../../queries/changes";
import { toastStore } from "../../stores/toasts";
import { Modal } from "../../ui/modal";
import { useSettlingBusy } from "../../ui/use-settling-busy";

const t = frBookings;

/**
 * The server's detail, message or first field error (a 5xx too), else the generic
 * message; without an answer, that cancelling needs a connection.
 */
export function cancelFailureText(error: unknown): string {
  // No answer (no network, or the server out of reach): cancelling needs a connection, it says so.
  if (isApiError(error) && error.kind === "network") return t.cancelOffline;
  if (isApiError(error) && error.kind === "http")
    return refusalText(readRefusal(error.data)) ?? t.cancelFailed;
  return t.cancelFailed;
}

type Props = {
  item: BookingHistoryItem | null;
  /** Inside the cut-off: the late-cancel fee the centre takes, shown and sent with the cancel. */
  lateCredits?: number;
  onClose: () => void;
  /** The booking is cancelled on the server: the list shows it at once, then loads again. */
  onCancelled: (bookingId: number) => void;
  /** The answer is lost or a refusal came: the booking may have changed, the list loads again. */
  onUnsure: () => void;
};

/** Where the money goes: credits spent come back; a Wave or Orange Money payment comes back as credits. */
export function refundText(item: BookingHistoryItem): string | null {
  if (item.payment_status !== "paid" || item.refund_credits <= 0) return null;
  const credits = formatCredits(item.refund_credits);
  if (item.payment_method === "PAY02") return t.refundCredits(credits);
  if (item.payment_method === "PAY01") return t.refundVenue(credits, MONEY_REFUND_VALIDITY_DAYS);
  const method = item.payment_method ? (t.methods[item.payment_method] ?? "") : "";
  return t.refundMoney(method, credits, MONEY_REFUND_VALIDITY_DAYS);
}

/** 'Confirmer l'annulation': the server decides; the credits it gives back show in the balance at once. */
export function CancelDialog({ item, lateCredits, onClose, onCancelled, onUnsure }: Props) {
  const { busy, start, finish } = useSettlingBusy();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!item || busy) return;
    if (!navigator.onLine) return setError(t.cancelOffline);
    start();
    setError(null);
    try {
      const answer = await cancelBooking(item.booking_id, lateCredits ?? 0);
      const refunded =
        answer.refunded_credits > 0 ? ` ${t.refunded(formatCredits(answer.refunded_credits))}` : "";
      const penalty = answer.penalty_credits > 0 ? ` ${t.penaltyTaken(answer.penalty_credits)}` : "";
      toastStore.getState().show("success", `${t.cancelled}.${refunded}${penalty}`);
      // The lists, and the balance in the header and on /profil: the refund is already on the server.
      bookingsChanged();
      onCancelled(item.booking_id);
      close();
    } catch (failure) {
      setError(cancelFailureText(failure));
      // Cancelled before the answer was lost, or already: what the server holds shows again.
      bookingsChanged();
      onUnsure();
    } finally {
      finish();
    }
  };
  const day = item ? sessionDay(item.reserved_for) : null;
  return (
    // While the request is out the dialog stays: its answer belongs to this booking.
    <Modal open={item !== null} onClose={busy ? () => undefined : close} title={t.confirmTitle}>
      <div className="p-6 pt-8">
        <p aria-hidden="true" className="text-xl font-bold text-brand-dark">
          {t.confirmTitle}
        </p>
        <p className="mt-3 text-ink/80">{t.confirmText}</p>
        {item && (
          <p className="mt-3 rounded-2xl bg-sand px-4 py-3 text-sm">
            <span className="font-semibold">{item.service_name}</span>
            <span className="block text-ink/70 first-letter:uppercase">
              {day ? `${day} · ${slotTime(item.start_time)}` : t.noDate}
            </span>
          </p>
        )}
        {item?.hold_until && <p className="mt-3 text-sm text-ink/80">{t.letGoText}</p>}
        {item && refundText(item) && (
          <p
            data-testid="cancel-refund"
            className="mt-3 rounded-2xl bg-brand/5 px-4 py-3 text-sm text-brand-dark"
          >
            {refundText(item)}
          </p>
        )}
        {item && lateCredits !== undefined && (
          <p
            data-testid="cancel-penalty"
            className="mt-3 rounded-2xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
          >
            {t.lateCost(lateCredits)}
          </p>
        )}
        {error && (
          <p role="alert" className="mt-4 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-ghost" onClick={close} disabled={busy}>
            {t.keep}
          </button>
          <button
            type="button"
            className="btn bg-red-700 text-white hover:bg-red-800"
            disabled={busy}
            onClick={() => void confirm()}
          >
            {busy ? t.cancelling : t.confirmCancel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
