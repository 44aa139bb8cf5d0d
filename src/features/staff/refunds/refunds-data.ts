import { read } from "../../../queries/cache";
import { type RefundState, staffRefundsQuery } from "../../../queries/staff-refunds";

/** What is still to give back (`todo`, the screen's default), or the done ones, or all. */
export type { RefundState };

export const loadRefunds = (state: RefundState) => read(staffRefundsQuery(state));
