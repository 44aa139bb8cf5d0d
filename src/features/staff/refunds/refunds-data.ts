import { fetchRefunds } from "../../../api/staff";

/** What is still to give back (`todo`, the screen's default), or the done ones, or all. */
export type RefundState = "todo" | "done" | "all";

export const loadRefunds = (state: RefundState, signal: AbortSignal) => fetchRefunds(state, signal);
