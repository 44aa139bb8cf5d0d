import { useCallback, useEffect, useState } from "react";
import { checkAvailability } from "../../api/booking";
import { fetchBookingMethods } from "../../api/payments";
import { userMessage } from "../../api/refusal";
import type { Availability } from "../../contract/booking";
import type { BookingMethod } from "../../contract/payments";
import { frReservation } from "../../i18n/fr-reservation";

type Loaded<T> = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; value: T };

/**
 * What step 3 needs from the server: the methods offered for bookings, and whether the slot still
 * takes these persons and allows the private option.
 */
export function useStepThree(slotId: number, persons: number) {
  const [methods, setMethods] = useState<Loaded<BookingMethod[]>>({ status: "loading" });
  const [slot, setSlot] = useState<Loaded<Availability>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again on retry.
  useEffect(() => {
    let live = true;
    setMethods({ status: "loading" });
    fetchBookingMethods().then(
      (all) => live && setMethods({ status: "ready", value: all.filter((m) => m.display_on_booking) }),
      (error: unknown) =>
        live && setMethods({ status: "error", message: userMessage(error, frReservation.methodsFailed) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again on retry.
  useEffect(() => {
    let live = true;
    setSlot({ status: "loading" });
    checkAvailability(slotId, persons, false).then(
      (value) => live && setSlot({ status: "ready", value }),
      (error: unknown) => live && setSlot({ status: "error", message: userMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [slotId, persons, attempt]);
  return { methods, slot, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
