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
