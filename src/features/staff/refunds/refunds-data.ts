import { fetchRefunds } from "../../../api/staff";
import { oneOf } from "../../../lib/staff-search";

/** What is still to give back, unless the URL asks for the done ones or all. */
export const readRefundState = oneOf(["todo", "done", "all"] as const, "todo");

export const loadRefunds = (search: Record<string, unknown>, signal: AbortSignal) =>
  fetchRefunds(readRefundState(search.state), signal);
