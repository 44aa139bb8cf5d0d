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

  let lastCheck = Date.now();
  const check = () => {
    lastCheck = Date.now();
    // Offline, the check fails; the next one will do.
    wb.update().catch(() => undefined);
  };
  setInterval(() => {
    if (document.visibilityState === "visible") check();
  }, UPDATE_CHECK_MS);
  // A phone wakes the app after hours in the background: ask at once rather than at the next tick.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && Date.now() - lastCheck >= UPDATE_CHECK_MS) check();
  });
}

/** The way to switch to the waiting version, or null while there is none. */
export const waitingUpdate = () => applyUpdate;

export function onUpdateReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
