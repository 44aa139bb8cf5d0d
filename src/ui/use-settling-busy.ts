import { useCallback, useEffect, useRef, useState } from "react";

/** How long a button stays disabled after its action ends, while the screen moves into place. */
export const SETTLE_MS = 400;

/**
 * A busy flag for a form's action that stays on a moment after the action ends: the answer
 * changes the screen (an error under a field, a modal that closes), and a second tap already on
 * its way must not land on whatever moved under the finger.
 */
export function useSettlingBusy() {
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    setBusy(true);
  }, []);
  const finish = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setBusy(false), SETTLE_MS);
  }, []);
  return { busy, start, finish };
}
