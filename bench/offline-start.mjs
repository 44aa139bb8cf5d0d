// Opening the installed app again with no network: the service worker answers everything, on a
// phone's CPU (4× slower than this machine); how soon the first content is painted.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../scripts/browser.mjs";
import { startServer } from "./server.mjs";

const RUNS = 5;

/** The first contentful paint of the page, in ms since its navigation started. */
const firstContentfulPaint = () =>
  new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      const entry = list.getEntriesByName("first-contentful-paint")[0];
      if (!entry) return;
      observer.disconnect();
      resolve(entry.startTime);
    }).observe({ type: "paint", buffered: true });
  });

async function offlineStart(context, url) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    // Before the navigation, so that the whole start runs at the phone's speed.
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url, { waitUntil: "load" });
    const fcp = await page.evaluate(firstContentfulPaint);
    // The app itself, not the browser's offline page.
    await page.locator("main").first().waitFor();
    return Math.round(fcp);
  } finally {
    await page.close();
  }
}

export async function measureOfflineStart() {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-data-"));
  const profileDir = mkdtempSync(join(tmpdir(), "bench-profile-"));
  let server;
  let context;
  try {
    server = await startServer(dataDir);
    const url = `${server.url.replace("127.0.0.1", "localhost")}/`;
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: chromiumPath,
      args: chromiumArgs,
      viewport: { width: 360, height: 740 },
      locale: "fr-FR",
      timezoneId: "Africa/Dakar",
    });
    // First visit online: the service worker is active once its precache is complete.
    const first = await context.newPage();
    await first.goto(url, { waitUntil: "networkidle" });
    await first.evaluate(() => navigator.serviceWorker.ready);
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await first.close();
    // No network at all: the browser is offline and the server is gone.
    await server.stop();
    await context.setOffline(true);

    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      runs.push(await offlineStart(context, url));
      console.log(`  ${run}/${RUNS} FCP ${runs.at(-1)} ms`);
    }
    const median = [...runs].sort((a, b) => a - b)[Math.floor(RUNS / 2)];
    return {
      title: "Démarrage hors ligne (service worker), CPU ralenti 4×",
      figures: [{ name: "Premier affichage (FCP), médiane de 5", value: median, unit: "ms", max: 1000 }],
      runs_ms: runs,
    };
  } finally {
    await context?.close().catch(() => undefined);
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }
}

/** For bench/README.md: every opening, and how the app got there. */
export function offlineStartDetails(section) {
  return [
    "Une première visite en ligne, jusqu'à ce que le service worker contrôle la page (précache fini) ; " +
      "puis le serveur est arrêté, le navigateur hors ligne, et `/` rouvert dans un nouvel onglet du " +
      `même profil, cinq fois : ${section.runs_ms.join(", ")} ms.`,
  ];
}
