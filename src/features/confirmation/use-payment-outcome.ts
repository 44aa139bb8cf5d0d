import { useCallback, useEffect, useState } from "react";
import { isApiError } from "../../api/errors";
import { fetchPaymentStatus } from "../../api/payments";
import type { PaymentStatusResponse } from "../../contract/payments";
import { fr } from "../../i18n/fr";
import { frCallback } from "../../i18n/fr-callback";
import { createPoller } from "../../lib/payment-poll";
import { canRefresh, isAuthenticated, sessionStore } from "../../stores/session";
import { type Finished, finishPayment } from "./finish-payment";

/** The wallet has already returned: a confirmation that takes longer than this will not come soon. */
export const MAX_WAIT_MS = 2 * 60_000;

export type Outcome =
  | { kind: "checking" }
  | { kind: "paid"; answer: PaymentStatusResponse; finished: Finished | null }
  | { kind: "failed"; answer: PaymentStatusResponse }
  | { kind: "still-pending" }
  | { kind: "login" }
  | { kind: "problem"; message: string; canRetry: boolean };

const hasSession = () => {
  const { tokens } = sessionStore.getState();
  return isAuthenticated(tokens) || canRefresh(tokens);
};

function problemOf(error: unknown): Outcome {
  if (!isApiError(error)) return { kind: "problem", message: fr.errors.unexpected, canRetry: true };
  if (error.status === 404) return { kind: "problem", message: frCallback.notFound, canRetry: false };
  if (error.kind === "network") return { kind: "problem", message: fr.errors.network, canRetry: true };
  if (error.kind === "invalid") return { kind: "problem", message: fr.errors.invalidAnswer, canRetry: true };
  if (error.status === 401) return { kind: "login" };
  return { kind: "problem", message: fr.errors.server, canRetry: true };
}

function initialOutcome(paymentId: string | undefined): Outcome {
  if (!paymentId) return { kind: "problem", message: frCallback.missing, canRetry: false };
  return hasSession() ? { kind: "checking" } : { kind: "login" };
}

/**
 * How a wallet payment ended, as the server says (never the URL): asked at once, then every 3 s (as
 * the payment modal polls Orange Money) while it is pending, for at most 2 minutes. Once it has
 * ended, the phone's record of it is settled.
 */
export function usePaymentOutcome(paymentId: string | undefined, purpose: "booking" | "pack" | undefined) {
  const [outcome, setOutcome] = useState<Outcome>(() => initialOutcome(paymentId));
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how a retry asks again.
  useEffect(() => {
    if (!paymentId || !hasSession()) return;
    const controller = new AbortController();
    const settle = async (answer: PaymentStatusResponse) => {
      const paid = answer.status === "SUCCESS";
      const finished = await finishPayment(paymentId, paid ? "success" : "failed", answer.purpose ?? purpose);
      if (controller.signal.aborted) return;
      setOutcome(paid ? { kind: "paid", answer, finished } : { kind: "failed", answer });
    };
    const poller = createPoller({
      check: () => fetchPaymentStatus(paymentId, controller.signal),
      now: Date.now,
      deadline: Date.now() + MAX_WAIT_MS,
      // What went wrong is said at once, with a way to ask again: the wallet has returned already.
      unanswered: "end",
      lastCheck: "in-time",
      onEnd: (end) => {
        if (end.kind === "answered") void settle(end.answer);
        else setOutcome(end.kind === "expired" ? { kind: "still-pending" } : problemOf(end.error));
      },
    });
    poller.start({ immediately: true });
    return () => {
      poller.stop();
      controller.abort();
    };
  }, [paymentId, purpose, attempt]);

  const retry = useCallback(() => {
    setOutcome(initialOutcome(paymentId));
    setAttempt((n) => n + 1);
  }, [paymentId]);

  return { outcome, retry };
}
