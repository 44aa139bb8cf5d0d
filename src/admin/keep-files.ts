/**
 * Tells the service worker that this is a staff device (the staff check passed): from then on it
 * keeps the back-office's page and files, for offline use (sw/back-office.ts). On a first visit
 * the worker takes the page over only after it started: asked then.
 */
export function keepBackOfficeFiles() {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  const { serviceWorker } = navigator;
  const ask = () => serviceWorker.controller?.postMessage({ type: "KEEP_BACK_OFFICE" });
  if (serviceWorker.controller) ask();
  else serviceWorker.addEventListener("controllerchange", ask, { once: true });
}
