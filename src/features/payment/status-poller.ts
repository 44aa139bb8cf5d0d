/** Spec part 2 §9: the status every 3 s, for at most 5 min. */
export const POLL_INTERVAL_MS = 3_000;
export const POLL_WINDOW_MS = 300_000;
/** Checks after the deadline that may go unanswered (no network) before the payment counts as expired. */
export const LAST_CHECK_TRIES = 3;

export type ProviderStatus = "PENDING" | "SUCCESS" | "FAILED";
export type PollOutcome = "success" | "failed" | "expired";

type Timers = {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
};

export type PollerOptions = {
  /** One status request; a throw is an unanswered check (no network), tried again later. */
  check: () => Promise<ProviderStatus>;
  now: () => number;
  /** Epoch ms: after it, one last check, then the payment has expired. */
  deadline: number;
  onOutcome: (outcome: PollOutcome) => void;
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
  /** The member says they paid: ask now rather than at the next interval. */
  checkNow(): void;
  /** Whether it waits for the page or the network. */
  isPaused(): boolean;
};

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The Orange Money status poll, free of React and of the browser: its clock, timers, network and
 * visibility come in, its one outcome goes out. A phone that sleeps, loses the network or reloads
 * pays for no request it cannot use, and never shows an outcome twice.
 */
export function createPoller(options: PollerOptions): Poller {
  const { check, now, deadline, onOutcome } = options;
  const interval = options.intervalMs ?? POLL_INTERVAL_MS;
  const timers = options.timers ?? realTimers;
  let visible = true;
  let online = true;
  let started = false;
  let finished = false;
  let inFlight = false;
  let lastTries = 0;
  let timer: unknown = null;

  const active = () => started && !finished && visible && online;

  function clearTimer() {
    if (timer !== null) timers.clear(timer);
    timer = null;
  }

  function finish(outcome: PollOutcome) {
    if (finished) return;
    finished = true;
    clearTimer();
    onOutcome(outcome);
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
    let status: ProviderStatus | null = null;
    try {
      status = await check();
    } catch {
      status = null;
    } finally {
      inFlight = false;
    }
    if (finished) return;
    if (status === "SUCCESS") return finish("success");
    // Past the deadline the server fails the QR code itself: that is an expiry, not a refusal.
    if (status === "FAILED") return finish(last ? "expired" : "failed");
    if (last && (status !== null || ++lastTries >= LAST_CHECK_TRIES)) return finish("expired");
    const left = deadline - now();
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
      schedule(immediately ? 0 : Math.min(interval, Math.max(0, deadline - now())));
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
      finished = true;
      clearTimer();
    },
    checkNow() {
      if (active() && !inFlight) schedule(0);
    },
    isPaused: () => started && !finished && !(visible && online),
  };
}
