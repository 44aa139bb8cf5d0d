import type { TimeLimit } from "../../server/payments/provider-http";

/**
 * The providers' time limits on a test's clock instead of real time: a call's signal aborts, as
 * timed out, when the clock is moved past its deadline, so a time-out is proven without waiting.
 */
export function clockTimeLimits(now: () => Date) {
  let armed: { deadline: number; controller: AbortController }[] = [];
  /** The limit each call was given, in the order they started (milliseconds). */
  const given: number[] = [];
  const timeLimit: TimeLimit = (ms) => {
    const controller = new AbortController();
    armed.push({ deadline: now().getTime() + ms, controller });
    given.push(ms);
    return controller.signal;
  };
  return {
    timeLimit,
    given,
    /**
     * Aborts every call whose deadline the clock has reached, as `AbortSignal.timeout` does. A call
     * that ended before is not disturbed: its answer was already read.
     */
    expireDue() {
      const at = now().getTime();
      const due = armed.filter((a) => a.deadline <= at);
      armed = armed.filter((a) => a.deadline > at);
      for (const { controller } of due)
        controller.abort(new DOMException("The operation was aborted due to timeout", "TimeoutError"));
    },
  };
}

export type ClockTimeLimits = ReturnType<typeof clockTimeLimits>;
