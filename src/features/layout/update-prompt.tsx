import { useEffect, useState } from "react";
import { fr } from "../../i18n/fr";
import { onUpdateReady } from "./service-worker";

/** A new version of the app is waiting: the user chooses when to reload. */
export function UpdatePrompt() {
  const [apply, setApply] = useState<(() => void) | null>(null);
  useEffect(() => onUpdateReady((update) => setApply(() => update)), []);
  if (!apply) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-20 z-30 mx-auto flex max-w-md items-center gap-3 rounded-2xl bg-ink p-4 text-sm text-white shadow-xl"
    >
      <span className="flex-1">{fr.common.updateReady}</span>
      <button type="button" className="btn-accent" onClick={apply}>
        {fr.common.updateNow}
      </button>
    </div>
  );
}
