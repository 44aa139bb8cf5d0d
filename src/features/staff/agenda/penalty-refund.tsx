import { useState } from "react";
import { actionFailure, refundPenalty } from "../../../api/staff";
import type { StaffBooking } from "../../../contract/staff/agenda";
import { frStaff } from "../../../i18n/fr-staff";
import { toastStore } from "../../../stores/toasts";
import { Badge } from "../../../ui/staff-badges";

const t = frStaff.agenda;

/**
 * The late-cancel or no-show charge standing on a booking, and « Rembourser la pénalité ». Shown on
 * a cancelled row too: a late cancel is charged on a booking that no longer holds its place.
 */
export function PenaltyRefund({ booking, onChanged }: { booking: StaffBooking; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const credits = booking.penalty_credits;
  if (credits === null) return null;
  const refund = async () => {
    setBusy(true);
    try {
      await refundPenalty(booking.booking_id);
      toastStore.getState().show("success", t.penaltyRefunded(credits));
    } catch (error) {
      toastStore.getState().show("error", actionFailure(error), 6000);
    } finally {
      setBusy(false);
      // Either way the agenda shows what the server now holds (a colleague may have done it).
      onChanged();
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5" data-testid="booking-penalty">
      <Badge tone="red">{t.penalty(credits)}</Badge>
      <button
        type="button"
        className="btn !min-h-8 border border-black/15 bg-white !px-3 !py-0.5 text-xs text-ink/80 hover:bg-black/5"
        disabled={busy}
        onClick={() => void refund()}
      >
        {busy ? t.refundingPenalty : t.refundPenalty}
      </button>
    </span>
  );
}
