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

type Timers = {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
};

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

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The one payment status poll, free of React and of the browser: its clock, timers, network and
 * visibility come in, its one end goes out. The Orange Money QR code and the wallet's return page
 * both ask through it. A phone that sleeps, loses the network or reloads pays for no request it
 * cannot use, and never shows an outcome twice.
 */
export function createPoller<A extends { status: ProviderStatus }>(options: PollerOptions<A>): Poller {
  const { check, now, deadline, onEnd } = options;
  const interval = options.intervalMs ?? POLL_INTERVAL_MS;
  const timers = options.timers ?? realTimers;
  const endOnError = options.unanswered === "end";
  const inTime = options.lastCheck === "in-time";
  let visible = true;
  let online = true;
  let started = false;
  let finished = false;
  let inFlight = false;
  let lastTries = 0;
  let timer: unknown = null;
  // Members waiting for the next check's answer (« Confirmer le paiement »).
  let waiting: ((found: ManualCheck) => void)[] = [];
  const tell = (found: ManualCheck) => {
    const all = waiting;
    waiting = [];
    for (const resolve of all) resolve(found);
  };

  const active = () => started && !finished && visible && online;

  function clearTimer() {
    if (timer !== null) timers.clear(timer);
    timer = null;
  }

  function finish(end: PollEnd<A>) {
    if (finished) return;
    finished = true;
    clearTimer();
    onEnd(end);
    tell("ended");
  }

  function schedule(ms: number) {
    clearTimer();
    if (active()) timer = timers.set(tick, Math.max(0, ms));
  }

  async function tick() {
    timer = null;
    if (!active() || inFlight) return;
    const last = now() >= deadline;
    inFlight = true;
    let answer: A | null = null;
    let failure: { error: unknown } | null = null;
    try {
      answer = await check();
    } catch (error) {
      failure = { error };
    } finally {
      inFlight = false;
    }
    if (finished) return tell("ended");
    if (failure && endOnError) return finish({ kind: "error", error: failure.error });
    if (answer && answer.status !== "PENDING") return finish({ kind: "answered", answer, late: last });
    tell(answer ? "pending" : "unanswered");
    if (last && (answer !== null || ++lastTries >= LAST_CHECK_TRIES)) return finish({ kind: "expired" });
    const left = deadline - now();
    if (inTime && left < interval) return finish({ kind: "expired" });
    // The next check at the interval, or the last one right at the deadline.
    schedule(left > 0 ? Math.min(interval, left) : interval);
  }

  function wake() {
    // Back on screen or online: ask at once rather than wait out an interval that ran while away.
    if (active() && !inFlight) schedule(0);
    else if (!active()) clearTimer();
  }

  return {
    start({ immediately = false } = {}) {
      if (started || finished) return;
      started = true;
      // Now, not on a timer: a page whose timers are held back still asks once.
      if (immediately) void tick();
      else schedule(Math.min(interval, Math.max(0, deadline - now())));
    },
    setVisible(next) {
      if (next === visible) return;
      visible = next;
      wake();
    },
    setOnline(next) {
      if (next === online) return;
      online = next;
      wake();
    },
    stop() {
      tell("ended");
      finished = true;
      clearTimer();
    },
    checkNow() {
      if (finished) return Promise.resolve("ended");
      // Paused (hidden, offline): nothing is asked, and the member is told it was not.
      if (!active()) return Promise.resolve("unanswered");
      const found = new Promise<ManualCheck>((resolve) => waiting.push(resolve));
      // A check under way answers for this tap too; else one now, not on a timer.
      if (!inFlight) {
        clearTimer();
        void tick();
      }
      return found;
    },
    isPaused: () => started && !finished && !(visible && online),
  };
}
