import { useEffect, useRef, useState } from "react";
import { checkStatus } from "./pending-payment";
import { createPoller, type Poller, type PollOutcome } from "./status-poller";

type Target = { paymentId: string; deadline: number; resumed: boolean };

/**
 * Polls the QR code's status while the modal shows it: paused while the page is hidden or the
 * phone offline, asked at once when either comes back. `onOutcome` is called once.
 */
export function useQrPolling(target: Target | null, onOutcome: (outcome: PollOutcome) => void) {
  const [paused, setPaused] = useState(false);
  const poller = useRef<Poller | null>(null);
  const report = useRef(onOutcome);
  report.current = onOutcome;

  useEffect(() => {
    if (!target) return;
    const p = createPoller({
      check: () => checkStatus(target.paymentId),
      now: Date.now,
      deadline: target.deadline,
      onOutcome: (outcome) => report.current(outcome),
    });
    poller.current = p;
    const follow = () => {
      p.setVisible(document.visibilityState !== "hidden");
      p.setOnline(navigator.onLine);
      setPaused(p.isPaused());
    };
    follow();
    p.start({ immediately: target.resumed });
    document.addEventListener("visibilitychange", follow);
    window.addEventListener("online", follow);
    window.addEventListener("offline", follow);
    // Back from the wallet app, a page restored from the back-forward cache shows again.
    window.addEventListener("pageshow", follow);
    return () => {
      p.stop();
      poller.current = null;
      document.removeEventListener("visibilitychange", follow);
      window.removeEventListener("online", follow);
      window.removeEventListener("offline", follow);
      window.removeEventListener("pageshow", follow);
    };
  }, [target]);

  return {
    paused,
    checkNow: () => poller.current?.checkNow(),
    /** Stops at once, before React unmounts it: a check still out must not report after. */
    stop: () => poller.current?.stop(),
  };
}
