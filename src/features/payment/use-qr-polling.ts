import { useEffect, useRef, useState } from "react";
import { createPoller, type ManualCheck, type PollEnd, type Poller } from "../../lib/payment-poll";
import { followPage } from "../../lib/poll";
import { checkStatus } from "./pending-payment";

type Target = { paymentId: string; deadline: number; resumed: boolean };

export type PollOutcome = "success" | "failed" | "expired";

/** What the modal says of how the QR code's poll ended. */
export function qrOutcome(end: PollEnd<{ status: string }>): PollOutcome {
  // Still pending at the deadline (a poll that retries is never ended by an error).
  if (end.kind !== "answered") return "expired";
  if (end.answer.status === "SUCCESS") return "success";
  // Past the deadline the server fails the QR code itself: that is an expiry, not a refusal.
  return end.late ? "expired" : "failed";
}

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
      check: async () => ({ status: await checkStatus(target.paymentId) }),
      now: Date.now,
      deadline: target.deadline,
      // An unanswered check is tried again: the phone may be between networks.
      unanswered: "retry",
      onEnd: (end) => report.current(qrOutcome(end)),
    });
    poller.current = p;
    // Back from the wallet app, a page restored from the back-forward cache shows again.
    const unfollow = followPage({
      setVisible(visible) {
        p.setVisible(visible);
        setPaused(p.isPaused());
      },
      setOnline(online) {
        p.setOnline(online);
        setPaused(p.isPaused());
      },
    });
    p.start({ immediately: target.resumed });
    return () => {
      p.stop();
      poller.current = null;
      unfollow();
    };
  }, [target]);

  return {
    paused,
    checkNow: (): Promise<ManualCheck> => poller.current?.checkNow() ?? Promise.resolve("ended"),
    /** Stops at once, before React unmounts it: a check still out must not report after. */
    stop: () => poller.current?.stop(),
  };
}
