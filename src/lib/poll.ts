export type Timers = {
  set: (run: () => unknown, ms: number) => unknown;
  clear: (handle: unknown) => void;
};

export const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** One round; answers the wait before the next round, or null when there is none. */
export type Round = () => Promise<number | null> | number | null;

export type Repeat = {
  /** The first round in `ms`; without it, now (not on a timer: a page whose timers wait still asks). */
  start(ms?: number): void;
  /** The page is hidden or the network gone: no round until both are back (`setOnline` if followed). */
  setVisible(visible: boolean): void;
  setOnline(online: boolean): void;
  /** A round now, rather than at its time; nothing when one is out already. */
  now(): void;
  /** No more rounds, nor the end of one out; `start` begins again. */
  stop(): void;
  /** Started and neither stopped, nor paused by the page or the network. */
  active(): boolean;
  /** A round is out. */
  busy(): boolean;
  /** A round waits for its time. */
  scheduled(): boolean;
};

/**
 * The app's one way to do something again and again: a status checked, the server asked whether it
 * answers, a new version looked for, a message sent again. One round at a time; paused while the
 * page is hidden or the network gone (no request the phone cannot use), and back with a round at
 * once (`back: "now"`) or when its time has come (`back: "due"`: one an hour stays one an hour).
 */
export function repeat(
  round: Round,
  {
    timers = browserTimers,
    now = Date.now,
    back = "now",
  }: { timers?: Timers; now?: () => number; back?: "now" | "due" } = {},
): Repeat {
  let started = false;
  let visible = true;
  let online = true;
  let out = false;
  let timer: unknown = null;
  /** When the next round is due. */
  let dueAt = 0;
  /** Each `start` and `stop` begins a new run: a round of an older one schedules nothing. */
  let run = 0;
  const active = () => started && visible && online;

  function clear() {
    if (timer !== null) timers.clear(timer);
    timer = null;
  }
  function schedule(ms: number) {
    clear();
    dueAt = now() + ms;
    if (active()) timer = timers.set(go, Math.max(0, ms));
  }
  async function go() {
    timer = null;
    if (!active() || out) return;
    const mine = run;
    out = true;
    let next: number | null = null;
    try {
      next = await round();
    } finally {
      out = false;
    }
    if (mine === run && next !== null) schedule(next);
  }
  function wake() {
    if (!active()) return clear();
    if (!out) schedule(back === "now" ? 0 : Math.max(0, dueAt - now()));
  }

  return {
    start(ms) {
      run += 1;
      started = true;
      if (ms === undefined) {
        clear();
        void go();
      } else schedule(ms);
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
    now() {
      if (!active() || out) return;
      clear();
      void go();
    },
    stop() {
      run += 1;
      started = false;
      clear();
    },
    active,
    busy: () => out,
    scheduled: () => timer !== null,
  };
}

/**
 * Keeps `repeat` told of the page: shown or hidden (a page restored from the back-forward cache,
 * back from a wallet app, shows again), and, unless `online` is false, of the network.
 * Answers how to stop following.
 */
export function followPage(target: Pick<Repeat, "setVisible" | "setOnline">, { online = true } = {}) {
  const follow = () => {
    target.setVisible(document.visibilityState !== "hidden");
    if (online) target.setOnline(navigator.onLine);
  };
  follow();
  const events: [EventTarget, string][] = [
    [document, "visibilitychange"],
    [window, "pageshow"],
    ...(online
      ? ([
          [window, "online"],
          [window, "offline"],
        ] as [EventTarget, string][])
      : []),
  ];
  for (const [on, name] of events) on.addEventListener(name, follow);
  return () => {
    for (const [on, name] of events) on.removeEventListener(name, follow);
  };
}

// The payment status poll, built on `repeat`.

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
