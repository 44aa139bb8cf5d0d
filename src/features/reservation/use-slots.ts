import { slotsQuery } from "../../queries/slots";
import { useQuery } from "../../queries/use-query";
import { fetchRange, type SlotsByDate } from "./slot-window";

export type SlotsState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; byDate: SlotsByDate };

/** The slots of a service around a window (for one practitioner, or anyone), asked again each time the step opens. */
export function useSlots(serviceId: number, from: string, today: string, practitioner: number | null) {
  const [start, end] = fetchRange(from, today);
  const { data, error, retry } = useQuery(slotsQuery(serviceId, start, end, practitioner));
  const state: SlotsState = data
    ? { status: "ready", byDate: data }
    : error !== undefined
      ? { status: "error" }
      : { status: "loading" };
  return { state, retry };
}
