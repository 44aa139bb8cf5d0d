/** How often an open app asks for a new version: a tab left open for days still gets updates. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

/**
 * Registers sw.js in production builds, after the load event so the first screen's requests go
 * first. A waiting update is offered, never forced: the page reloads when the user says so.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  if (document.readyState === "complete") void start();
  else window.addEventListener("load", () => void start(), { once: true });
}

async function start() {
  const { Workbox } = await import("workbox-window");
  // The polling helper for the hourly check, asked for once the worker's own helper is here: after
  // the first screen's files, never among them.
  const poll = import("../../lib/poll").catch(() => null);
  const wb = new Workbox("/sw.js", { scope: "/" });
  let registration: ServiceWorkerRegistration | undefined;
  wb.addEventListener("waiting", () => {
    applyUpdate = () => {
      // Another tab applied it already: the new version serves this tab too, a reload shows it.
      if (!registration?.waiting) return window.location.reload();
      wb.addEventListener("controlling", () => window.location.reload());
      wb.messageSkipWaiting();
    };
    for (const listener of listeners) listener();
  });
  try {
    registration = await wb.register();
  } catch {
    // Refused (private mode, storage blocked): the app works online without it.
    return;
  }
  const helper = await poll;
  // Its file could not come (offline before it was kept): the next start will look for updates.
  if (!helper) return;
  const { followPage, repeat } = helper;

  // Only while the page is seen; a phone that wakes the app after hours in the background asks at
  // once rather than at the next hour. Offline, the check fails; the next one will do.
  const checking = repeat(
    () => {
      wb.update().catch(() => undefined);
      return UPDATE_CHECK_MS;
    },
    { back: "due" },
  );
  checking.start(UPDATE_CHECK_MS);
  followPage(checking, { online: false });
}

/** The way to switch to the waiting version, or null while there is none. */
export const waitingUpdate = () => applyUpdate;

export function onUpdateReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
