import { repeat, type Timers } from "./poll";

// The payment status poll, built on `repeat` (one file with it in the build: vite.config.ts).

/** The status every 3 s, for at most 5 min. */
export const POLL_INTERVAL_MS = 3_000;
export const POLL_WINDOW_MS = 300_000;
/** Checks after the deadline that may go unanswered (no network) before the payment counts as expired. */
export const LAST_CHECK_TRIES = 3;

export type ProviderStatus = "PENDING" | "SUCCESS" | "FAILED";

/** How a poll ended: once, and never after `stop()`. */
export type PollEnd<A> =
  /** The payment has an outcome. `late`: the check that found it was made at or after the deadline. */
  | { kind: "answered"; answer: A; late: boolean }
  /** Still pending when the deadline came. */
  | { kind: "expired" }
  /** A check threw, with `unanswered: "end"`. */
  | { kind: "error"; error: unknown };

export type PollerOptions<A extends { status: ProviderStatus }> = {
  check: () => Promise<A>;
  now: () => number;
  /** Epoch ms: the poll's last moment. */
  deadline: number;
  onEnd: (end: PollEnd<A>) => void;
  /**
   * A check that throws: `retry` (the QR code, default) counts it as no answer yet, asked again
   * later, a few times past the deadline; `end` (the wallet's return page) ends the poll on it.
   */
  unanswered?: "retry" | "end";
  /**
   * `at-deadline` (default, the QR code): one last check right at the deadline, so a payment made
   * at the last moment still counts. `in-time`: no check that would come after the deadline (the
   * wallet's return page, whose deadline is only how long it waits).
   */
  lastCheck?: "at-deadline" | "in-time";
  intervalMs?: number;
  timers?: Timers;
};

export type Poller = {
  /** Starts polling: at once (a resumed payment) or after one interval (a QR code just shown). */
  start(options?: { immediately?: boolean }): void;
  /** The page is hidden or the network is gone: no request until both are back, then one at once. */
  setVisible(visible: boolean): void;
  setOnline(online: boolean): void;
  stop(): void;
  /**
   * The member says they paid: ask now rather than at the next interval. Resolves with what that
   * check found, for the member to be told: still pending, unanswered, or the poll's end.
   */
  checkNow(): Promise<ManualCheck>;
  /** Whether it waits for the page or the network. */
  isPaused(): boolean;
};

export type ManualCheck = "pending" | "unanswered" | "ended";

/**
 * The one payment status poll, free of React and of the browser: its clock, timers, network and
 * visibility come in, its one end goes out. The Orange Money QR code and the wallet's return page
 * both ask through it. A phone that sleeps, loses the network or reloads pays for no request it
 * cannot use, and never shows an outcome twice.
 */
export function createPoller<A extends { status: ProviderStatus }>(options: PollerOptions<A>): Poller {
  const { check, now, deadline, onEnd } = options;
  const interval = options.intervalMs ?? POLL_INTERVAL_MS;
  const endOnError = options.unanswered === "end";
  const inTime = options.lastCheck === "in-time";
  let finished = false;
  let lastTries = 0;
  // Members waiting for the next check's answer (« Confirmer le paiement »).
  let waiting: ((found: ManualCheck) => void)[] = [];
  const tell = (found: ManualCheck) => {
    const all = waiting;
    waiting = [];
    for (const resolve of all) resolve(found);
  };

  function finish(end: PollEnd<A>): null {
    if (finished) return null;
    finished = true;
    loop.stop();
    onEnd(end);
    tell("ended");
    return null;
  }

  /** One check; answers when the next comes: at the interval, or the last one right at the deadline. */
  async function tick(): Promise<number | null> {
    const last = now() >= deadline;
    let answer: A | null = null;
    let failure: { error: unknown } | null = null;
    try {
      answer = await check();
    } catch (error) {
      failure = { error };
    }
    if (finished) {
      tell("ended");
      return null;
    }
    if (failure && endOnError) return finish({ kind: "error", error: failure.error });
    if (answer && answer.status !== "PENDING") return finish({ kind: "answered", answer, late: last });
    tell(answer ? "pending" : "unanswered");
    if (last && (answer !== null || ++lastTries >= LAST_CHECK_TRIES)) return finish({ kind: "expired" });
    const left = deadline - now();
    if (inTime && left < interval) return finish({ kind: "expired" });
    return left > 0 ? Math.min(interval, left) : interval;
  }

  // Paused while the page is hidden or the network gone, asked at once when both are back.
  const loop = repeat(tick, { timers: options.timers, now });
  let started = false;

  return {
    start({ immediately = false } = {}) {
      if (started || finished) return;
      started = true;
      loop.start(immediately ? undefined : Math.min(interval, Math.max(0, deadline - now())));
    },
    setVisible: (next) => loop.setVisible(next),
    setOnline: (next) => loop.setOnline(next),
    stop() {
      tell("ended");
      finished = true;
      loop.stop();
    },
    checkNow() {
      if (finished) return Promise.resolve("ended");
      // Paused (hidden, offline): nothing is asked, and the member is told it was not.
      if (!loop.active()) return Promise.resolve("unanswered");
      const found = new Promise<ManualCheck>((resolve) => waiting.push(resolve));
      // A check under way answers for this tap too; else one now, not on a timer.
      loop.now();
      return found;
    },
    isPaused: () => started && !finished && !loop.active(),
  };
}
