/** The entry script a page starts from: it changes with every build. */
export function entryScript(html: string): string | null {
  return /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1] ?? null;
}

/** A screen's file could not be loaded: the browsers' words for a failed dynamic import. */
export function isMissingChunk(error: unknown): boolean {
  const message = error instanceof Error ? error.message : "";
  return /dynamically imported module|importing a module script failed|unable to preload/i.test(message);
}

let checking: Promise<boolean> | null = null;

/**
 * A tab left open across a deploy asks for a screen file the server no longer has. Reload only
 * when the page served now (by the service worker or the server) starts from another build: that
 * is at most one reload per deploy, never a loop, and none offline, where it would help nothing.
 * Answers whether the page is reloading. `shell`: the page this app starts from (the back-office's
 * is `/admin.html`).
 */
export function recoverFromMissingChunk(shell = "/index.html"): Promise<boolean> {
  checking ??= (async () => {
    const current = document.querySelector('script[type="module"][src]')?.getAttribute("src") ?? null;
    // A hung network must not keep the page waiting: no answer in 8 s is no new build to go to.
    const response = await fetch(shell, {
      cache: "no-cache",
      signal: AbortSignal.timeout(8000),
    }).catch(() => null);
    const served = response?.ok ? entryScript(await response.text().catch(() => "")) : null;
    checking = null;
    if (!current || !served || served === current) return false;
    window.location.reload();
    return true;
  })();
  return checking;
}

/**
 * The router reloads blindly, once per failed file, when a screen's file fails, even offline
 * where the reload shows the browser's offline page instead of ours. It skips that reload when its
 * session marker says it already did: set it first, so `recoverFromMissingChunk` decides alone.
 * Vite reports every failed screen import here before the router sees it.
 */
export function listenForMissingChunks() {
  window.addEventListener("vite:preloadError", (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    if (!isMissingChunk(error) || !(error instanceof Error)) return;
    try {
      sessionStorage.setItem(`tanstack_router_reload:${error.message}`, "1");
    } catch {
      // Storage refused (private mode, full): the router's own single reload remains.
    }
  });
}
