// The JavaScript one cold page load fetches, counted by Chromium itself (DevTools protocol): bytes
// as received from the server, compressed, headers included, and whether each belongs to the first
// screen: asked for before the load event, or, on a page the server sends drawn, before the app has
// drawn over it (it starts after that page's first paint, often after its load event).

const isScript = (r) => r.type === "Script" || /javascript/.test(r.mimeType ?? "") || /\.m?js$/.test(r.path);

/**
 * Opens `url` in a new context of `browser` (empty cache, no service worker: a first visit) and
 * waits until the network is quiet. `storage` is put in localStorage first (a member's session).
 */
export async function scriptLoads(browser, url, { storage } = {}) {
  const context = await browser.newContext({
    serviceWorkers: "block",
    viewport: { width: 360, height: 740 },
    locale: "fr-FR",
    timezoneId: "Africa/Dakar",
  });
  try {
    if (storage)
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
    // When the app takes over a drawn page: the moment its root stops being inert.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const root = document.getElementById("root");
        if (!root || root.hasAttribute("inert") || !root.hasChildNodes()) return;
        Object.assign(window, { appDrawnAt: performance.now() });
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["inert"] });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map();
    cdp.on("Network.requestWillBeSent", (e) => {
      const { pathname, search } = new URL(e.request.url);
      requests.set(e.requestId, { path: pathname + search, type: e.type, wire: 0 });
    });
    cdp.on("Network.responseReceived", (e) => {
      const r = requests.get(e.requestId);
      if (!r) return;
      r.status = e.response.status;
      r.mimeType = e.response.mimeType;
      r.encoding = e.response.headers["content-encoding"] ?? e.response.headers["Content-Encoding"] ?? null;
      // So far only the status line and headers have arrived.
      r.headers = e.response.encodedDataLength;
    });
    cdp.on("Network.loadingFinished", (e) => {
      const r = requests.get(e.requestId);
      if (r) r.wire = e.encodedDataLength;
    });
    cdp.on("Network.loadingFailed", (e) => {
      const r = requests.get(e.requestId);
      if (r) r.failed = e.errorText;
    });
    await cdp.send("Network.enable");
    await page.goto(url, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    // The page's own clock tells what was asked for before the load event began; what its
    // handlers ask for (the service worker's registration) no longer holds the page up.
    const { loadStart, drawnAt, started } = await page.evaluate(() => ({
      loadStart: performance.getEntriesByType("navigation")[0].loadEventStart,
      drawnAt: window.appDrawnAt ?? 0,
      started: performance.getEntriesByType("resource").map((e) => [e.name, e.startTime]),
    }));
    const firstScreenEnd = Math.max(loadStart, drawnAt);
    const startOf = new Map(started.map(([name, at]) => [new URL(name).pathname + new URL(name).search, at]));

    const scripts = [...requests.values()].filter(isScript);
    const failed = scripts.filter((s) => s.failed || !s.status || s.status >= 400);
    if (failed.length)
      throw new Error(
        `Scripts en échec sur ${url} : ${failed.map((s) => `${s.path} ${s.failed ?? s.status}`)}`,
      );
    return {
      finalPath: new URL(page.url()).pathname,
      scripts: scripts.map((s) => ({
        path: s.path,
        wire: s.wire,
        body: s.wire - (s.headers ?? 0),
        encoding: s.encoding,
        firstScreen: (startOf.get(s.path) ?? Number.POSITIVE_INFINITY) < firstScreenEnd,
      })),
    };
  } finally {
    await context.close();
  }
}
