import { useState, useSyncExternalStore } from "react";
import { fr } from "../../i18n/fr";
import { usePaymentRequest } from "../../stores/payment-request";
import { onUpdateReady, waitingUpdate } from "./service-worker";

/**
 * A new version of the app is waiting: the member chooses when to reload. Never offered while a
 * payment is on screen, where a reload would take the payment away from under their feet.
 */
export function UpdatePrompt() {
  const apply = useSyncExternalStore(onUpdateReady, waitingUpdate, () => null);
  const paying = usePaymentRequest((state) => state.request !== null);
  // 'Plus tard' sets this version aside until the app is opened again.
  const [later, setLater] = useState<(() => void) | null>(null);
  if (!apply || paying || later === apply) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-20 z-30 mx-auto flex max-w-md flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl bg-ink p-4 text-sm text-white shadow-xl"
    >
      {/* On a phone the sentence takes its own line, the two choices the next one. */}
      <span className="w-full font-medium sm:w-auto sm:flex-1">{fr.common.updateReady}</span>
      <span className="ml-auto flex items-center gap-3">
        <button
          type="button"
          className="min-h-11 px-2 text-white/80 underline-offset-4 hover:underline"
          onClick={() => setLater(() => apply)}
        >
          {fr.common.updateLater}
        </button>
        <button type="button" className="btn-accent" onClick={apply}>
          {fr.common.updateNow}
        </button>
      </span>
    </div>
  );
}
