import type { BookingMethod } from "../../contract/payments";
import { frPayment } from "../../i18n/fr-payment";
import { bookingMethodsQuery } from "../../queries/payment-methods";
import { useQuery } from "../../queries/use-query";

export type MethodsState =
  | { kind: "loading" }
  | { kind: "error"; message: string }
  | { kind: "ready"; methods: BookingMethod[] };

/** The methods and the balance, asked afresh each time the modal opens: the balance may have moved. */
export function usePaymentMethods() {
  const { data, error, retry } = useQuery(bookingMethodsQuery());
  const state: MethodsState = data
    ? { kind: "ready", methods: data }
    : error !== undefined
      ? { kind: "error", message: frPayment.methodsFailed }
      : { kind: "loading" };
  return { state, retry };
}
