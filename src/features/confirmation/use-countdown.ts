import { useCallback, useEffect, useRef, useState } from "react";

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
  const over = remaining <= 0;

  useEffect(() => {
    if (stopped || over) return;
    // Each beat reads the clock, so a late beat still shows the right number.
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [stopped, over]);

  useEffect(() => {
    if (stopped || !over || fired.current) return;
    fired.current = true;
    done.current();
  }, [stopped, over]);

  const stop = useCallback(() => setStopped(true), []);
  return { remaining, stopped, stop };
}
