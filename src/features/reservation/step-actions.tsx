import { frReservation } from "../../i18n/fr-reservation";
import { toastStore } from "../../stores/toasts";

type Props = {
  onBack?: () => void;
  onNext?: () => void;
  /** Why 'Suivant' cannot go on yet: the button says it is disabled and a tap says why. */
  nextBlocked?: string | null;
  busy?: boolean;
};

/** Retour and Suivant under a step. */
export function StepActions({ onBack, onNext, nextBlocked = null, busy = false }: Props) {
  return (
    <div className="mt-8 flex items-center justify-between gap-3">
      {onBack ? (
        <button type="button" className="btn-ghost" onClick={onBack}>
          {frReservation.back}
        </button>
      ) : (
        <span />
      )}
      {onNext && (
        <button
          type="button"
          className={`btn-primary min-w-32 ${nextBlocked ? "cursor-not-allowed opacity-60" : ""}`}
          aria-disabled={nextBlocked !== null || busy || undefined}
          onClick={() => {
            if (busy) return;
            if (nextBlocked) toastStore.getState().show("error", nextBlocked);
            else onNext();
          }}
        >
          {frReservation.next}
        </button>
      )}
    </div>
  );
}
