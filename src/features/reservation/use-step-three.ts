import { useCallback } from "react";
import { checkAvailability } from "../../api/booking";
import { userMessage } from "../../api/refusal";
import type { Availability } from "../../contract/booking";
import type { BookingMethod } from "../../contract/payments";
import { frReservation } from "../../i18n/fr-reservation";
import type { Query } from "../../queries/cache";
import { bookingMethodsQuery } from "../../queries/payment-methods";
import { useQuery } from "../../queries/use-query";

type Loaded<T> = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; value: T };

/** Whether the slot still takes these persons: asked each time step 3 shows. */
const availabilityQuery = (slotId: number, persons: number): Query<Availability> => ({
  key: `availability:${slotId}:${persons}`,
  load: () => checkAvailability(slotId, persons, false),
  staleMs: 0,
});

function loaded<T>(read: { data: T | undefined; error: unknown }, failed?: string): Loaded<T> {
  if (read.data !== undefined) return { status: "ready", value: read.data };
  if (read.error !== undefined) return { status: "error", message: userMessage(read.error, failed) };
  return { status: "loading" };
}

/**
 * What step 3 needs from the server: the methods offered for bookings, and whether the slot still
 * takes these persons and allows the private option.
 */
export function useStepThree(slotId: number, persons: number) {
  const methodsRead = useQuery(bookingMethodsQuery());
  const slotRead = useQuery(availabilityQuery(slotId, persons));
  const all = loaded(methodsRead, frReservation.methodsFailed);
  const methods: Loaded<BookingMethod[]> =
    all.status === "ready" ? { status: "ready", value: all.value.filter((m) => m.display_on_booking) } : all;
  const retryMethods = methodsRead.retry;
  const retrySlot = slotRead.retry;
  return {
    methods,
    slot: loaded(slotRead),
    retry: useCallback(() => {
      retryMethods();
      retrySlot();
    }, [retryMethods, retrySlot]),
  };
}
