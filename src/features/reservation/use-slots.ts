import { useCallback, useEffect, useState } from "react";
import { fetchSlotsByDates } from "../../api/booking";
import { fetchRange, type SlotsByDate } from "./slot-window";

export type SlotsState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; byDate: SlotsByDate };

/** The slots of a service around a window, asked again each time the step opens. */
export function useSlots(serviceId: number, from: string, today: string) {
  const [state, setState] = useState<SlotsState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again on retry.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    const [start, end] = fetchRange(from, today);
    fetchSlotsByDates(serviceId, start, end, controller.signal).then(
      (byDate) => setState({ status: "ready", byDate }),
      () => {
        if (!controller.signal.aborted) setState({ status: "error" });
      },
    );
    return () => controller.abort();
  }, [serviceId, from, today, attempt]);
  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
