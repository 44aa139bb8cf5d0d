import { Workbox } from "workbox-window";

type Listener = (apply: () => void) => void;
const listeners = new Set<Listener>();
let pending: (() => void) | null = null;

/** Registers sw.js in production builds; a waiting update is offered, never forced mid-booking. */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox("/sw.js", { scope: "/" });
  wb.addEventListener("waiting", () => {
    pending = () => {
      wb.addEventListener("controlling", () => window.location.reload());
      wb.messageSkipWaiting();
    };
    for (const listener of listeners) listener(pending);
  });
  void wb.register();
}

export function onUpdateReady(listener: Listener): () => void {
  listeners.add(listener);
  if (pending) listener(pending);
  return () => listeners.delete(listener);
}
