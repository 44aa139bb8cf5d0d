import type { Repeat } from "../lib/poll";

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
const listeners = new Set<() => void>();
let probing: Repeat | null = null;

const askAgain = async () => {
  await probe?.().then(reachability.answered, reachability.failed);
  return PROBE_EVERY_MS;
};

/**
 * No request may come while the member reads: while unreachable, the server is asked again now and
 * then, only while the page is seen (back on screen, at once if its time came meanwhile). The
 * polling helper's file comes when first needed; the service worker's precache keeps it offline.
 */
async function startProbing() {
  const { followPage, repeat } = await import("../lib/poll");
  if (!probing) {
    probing = repeat(askAgain, { back: "due" });
    followPage(probing, { online: false });
  }
  if (!reachable) probing.start(PROBE_EVERY_MS);
}

function set(value: boolean) {
  if (value === reachable) return;
  reachable = value;
  if (reachable) probing?.stop();
  else if (probe) startProbing().catch(() => undefined);
  for (const listener of listeners) listener();
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
      if (probing) probing.now();
      else if (!reachable) void askAgain();
    });
    window.addEventListener("offline", () => set(false));
  },
};
