import { useEffect, useRef, useState } from "react";

/** Whole seconds left until `deadline`, never below zero. */
export const secondsUntil = (deadline: number, now: number) =>
  Math.max(0, Math.ceil((deadline - now) / 1000));

/**
 * A countdown of `seconds` that calls `onDone` once when it reaches zero, unless stopped. Measured
 * against the clock rather than by counting ticks: a phone that slows the timers of a page in the
 * background still lands on time.
 */
export function useCountdown(seconds: number, onDone: () => void) {
  const [deadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const [stopped, setStopped] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;
  const fired = useRef(false);
  const remaining = secondsUntil(deadline, now);

  useEffect(() => {
    if (stopped) return;
    if (remaining <= 0) {
      if (!fired.current) {
        fired.current = true;
        done.current();
      }
      return;
    }
    // Wake up when the shown number changes, not on a fixed beat that drifts.
    const nextChange = deadline - (remaining - 1) * 1000 - Date.now();
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, nextChange));
    return () => clearTimeout(timer);
  }, [deadline, remaining, stopped]);

  return { remaining, stopped, stop: () => setStopped(true) };
}
