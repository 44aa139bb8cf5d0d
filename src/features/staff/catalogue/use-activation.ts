import { useState } from "react";
import { actionFailure } from "../../../api/staff";
import { toastStore } from "../../../stores/toasts";

/** A service or a pack as its list shows it: withdrawn or offered again in one tap. */
export type Switchable = { id: number; name: string; is_active: boolean };

type Toasts = { reactivated: (name: string) => string; deactivated: (name: string) => string };

/**
 * Withdrawing a row or offering it again: one at a time (`busy` is the row under way), a toast
 * once done, the list read again; a failure is kept in `error` for the screen to show.
 */
export function useActivation<T extends Switchable>(
  send: (id: number, active: boolean) => Promise<{ is_active: boolean }>,
  toasts: Toasts,
  onChanged: () => Promise<void>,
) {
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const toggle = async (row: T) => {
    if (busy !== null) return;
    setBusy(row.id);
    setError(null);
    try {
      const answer = await send(row.id, !row.is_active);
      toastStore
        .getState()
        .show(
          "success",
          answer.is_active ? toasts.reactivated(row.name) : toasts.deactivated(row.name),
          4000,
        );
      await onChanged();
    } catch (failure) {
      setError(actionFailure(failure));
    } finally {
      setBusy(null);
    }
  };

  return { busy, error, toggle };
}
