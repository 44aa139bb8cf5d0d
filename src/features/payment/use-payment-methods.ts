import { useCallback, useEffect, useState } from "react";
import { fetchBookingMethods } from "../../api/payments";
import type { BookingMethod } from "../../contract/payments";
import { frPayment } from "../../i18n/fr-payment";

export type MethodsState =
  | { kind: "loading" }
  | { kind: "error"; message: string }
  | { kind: "ready"; methods: BookingMethod[] };

/** The methods and the balance, asked afresh each time the modal opens: the balance may have moved. */
export function usePaymentMethods() {
  const [state, setState] = useState<MethodsState>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how 'Réessayer' asks again.
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: "loading" });
    fetchBookingMethods(controller.signal).then(
      (methods) => setState({ kind: "ready", methods }),
      () => {
        if (!controller.signal.aborted) setState({ kind: "error", message: frPayment.methodsFailed });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
