/**
 * Whether our API answered lately: the phone may say it is online while the network (or the
 * server) is gone, so the requests themselves tell. An answer the service worker served from its
 * cache says nothing either way; one it served because the network failed says "unreachable".
 */
export const servedHeader = "X-Served-From";
/** While unreachable, how often the app asks again (only when the page is seen). */
export const PROBE_EVERY_MS = 20_000;

let reachable = true;
let probe: (() => Promise<Response>) | null = null;
let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (value === reachable) return;
  reachable = value;
  if (timer) clearInterval(timer);
  timer = null;
  // No request may come while the member reads: ask again now and then, so the banner goes.
  if (!reachable && probe) timer = setInterval(askAgain, PROBE_EVERY_MS);
  for (const listener of listeners) listener();
}

function askAgain() {
  if (!probe || document.visibilityState === "hidden") return;
  probe().then(reachability.answered, reachability.failed);
}

export const reachability = {
  isReachable: () => reachable,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A request got no answer at all. */
  failed: () => set(false),
  /** An answer arrived; read from the service worker's marker what it proves. */
  answered(response: Response) {
    const served = response.headers.get(servedHeader);
    // A gateway answering for a server that is down (HTTPS relay in production) is no answer.
    if (served === "fallback" || [502, 503, 504].includes(response.status)) set(false);
    else if (served !== "cache") set(true);
  },
  /** How to ask the server whether it answers; the phone saying it is back online asks at once. */
  probeWith(ask: () => Promise<Response>) {
    probe = ask;
    if (typeof window === "undefined") return;
    window.addEventListener("online", () => {
      if (!reachable) askAgain();
    });
    window.addEventListener("offline", () => set(false));
  },
};
