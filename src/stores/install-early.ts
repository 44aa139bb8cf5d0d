/**
 * Chromium offers its install prompt once, early (about 310 ms into a first visit), often before
 * the app's code has arrived: the prompt is kept from the first script that runs and handed to the
 * install store when it listens. A page drawn at build time keeps it from its start script
 * (src/prerender/start-after-paint.js), which runs before the entry; any other page from here, the
 * entry's first import. No import: it must cost the start nothing.
 */
type EarlyPrompt = { event: Event | null; stop(): void };
const page = globalThis as { earlyInstallPrompt?: EarlyPrompt };

if (!page.earlyInstallPrompt && typeof globalThis.addEventListener === "function") {
  const keep = (event: Event) => {
    // Kept for the menu's entry rather than shown by the browser at a moment the member did not choose.
    event.preventDefault();
    early.event = event;
  };
  const early: EarlyPrompt = { event: null, stop: () => removeEventListener("beforeinstallprompt", keep) };
  addEventListener("beforeinstallprompt", keep);
  page.earlyInstallPrompt = early;
}

/** The prompt offered before the app listened, if any; from then on the install store listens itself. */
export function takeEarlyInstallPrompt(): Event | null {
  const early = page.earlyInstallPrompt;
  if (!early) return null;
  early.stop();
  delete page.earlyInstallPrompt;
  return early.event;
}
