// What a phone downloads on its first visit (the app, and the whole precache its service worker
// fetches) and on the next one, counted on the wire by a relay between Chromium and the real server.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../scripts/browser.mjs";
import { markdownTable } from "./report.mjs";
import { startServer } from "./server.mjs";
import { startWireProxy } from "./wire-proxy.mjs";

const KIB = 1024;
// Chromium checks for a new service worker about a second after a navigation has settled: the
// quiet period must outlast that for the check to be counted.
const QUIET_MS = 3000;
const DAY_S = 86_400;
const MAX_WAIT_S = 300;

const kindOf = (url) => (url.startsWith("/api/") ? "api" : (/\.(\w+)(?:\?|$)/.exec(url)?.[1] ?? "html"));
const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);

/** Totals of one visit, per kind of file, and per address (largest first). */
function summarize(exchanges) {
  const failed = exchanges.filter((e) => e.status === 0 || e.status >= 500);
  if (failed.length)
    throw new Error(
      `Échanges en échec : ${failed.map((e) => `${e.url} ${e.status} ${e.error ?? ""}`).join(", ")}`,
    );
  const group = (name, keyOf) => {
    const groups = new Map();
    for (const e of exchanges) {
      const key = keyOf(e.url);
      const row = groups.get(key) ?? { [name]: key, requests: 0, bytes: 0, statuses: new Set() };
      row.requests += 1;
      row.bytes += e.bytes;
      row.statuses.add(e.status);
      groups.set(key, row);
    }
    return [...groups.values()]
      .sort((a, b) => b.bytes - a.bytes)
      .map(({ statuses, ...row }) => ({ ...row, status: [...statuses].join(", ") }));
  };
  const bytes = sum(exchanges, "bytes");
  return {
    bytes,
    requests: exchanges.length,
    headers: bytes - sum(exchanges, "body"),
    sent: sum(exchanges, "sent"),
    accept_encoding: [...new Set(exchanges.map((e) => e.acceptEncoding))],
    by_kind: group("kind", kindOf),
    by_url: group("url", (url) => url),
  };
}

/**
 * How long before the next visit looks like the next day's: until every answer kept for less than
 * a day (the public settings, 60 s) has gone stale. Longer keeps do not expire overnight.
 */
function nextDayWaitSeconds(exchanges) {
  const ages = exchanges
    .map((e) => Number(/max-age=(\d+)/.exec(e.cacheControl ?? "")?.[1] ?? 0))
    .filter((age) => age < DAY_S);
  const wait = Math.max(0, ...ages) + 1;
  if (wait > MAX_WAIT_S)
    console.warn(
      `Des réponses restent fraîches ${wait} s : la visite suivante n'attend que ${MAX_WAIT_S} s.`,
    );
  return Math.min(wait, MAX_WAIT_S);
}

async function visits(origin, proxy, context) {
  const page = await context.newPage();
  await page.goto(`${origin}/`, { waitUntil: "networkidle" });
  // Active means installed, and installing is the precache (and the catalogue) being fetched.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await proxy.settle({ quietMs: QUIET_MS });
  const firstExchanges = proxy.take();

  const waitSeconds = nextDayWaitSeconds(firstExchanges);
  console.log(
    `Visite suivante dans ${waitSeconds} s, quand les réponses gardées moins d'un jour sont périmées…`,
  );
  await page.close();
  await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
  // Anything fetched meanwhile still follows from the first visit.
  firstExchanges.push(...proxy.take());

  // Reopening the app: a new tab on the same profile, HTTP cache and service worker kept.
  const next = await context.newPage();
  await next.goto(`${origin}/`, { waitUntil: "networkidle" });
  await next.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await proxy.settle({ quietMs: QUIET_MS });
  return { first: summarize(firstExchanges), repeat: summarize(proxy.take()), waitSeconds };
}

const kib = (bytes) => `${(bytes / KIB).toFixed(1)} Kio`;

function printBreakdown(first, repeat) {
  console.log(`Première visite par type (dont en-têtes ${kib(first.headers)}) :`);
  for (const r of first.by_kind)
    console.log(
      `  ${r.kind.padEnd(12)} ${kib(r.bytes).padStart(10)}  (${r.requests} requête${r.requests > 1 ? "s" : ""})`,
    );
  console.log(`Visite suivante, adresse par adresse (dont en-têtes ${kib(repeat.headers)}) :`);
  for (const r of repeat.by_url) console.log(`  ${r.status} ${String(r.bytes).padStart(6)} o  ${r.url}`);
}

export async function measureTransfer() {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-data-"));
  const profileDir = mkdtempSync(join(tmpdir(), "bench-profile-"));
  let server;
  let proxy;
  let context;
  try {
    server = await startServer(dataDir);
    proxy = await startWireProxy(server.url);
    // A real profile (disk cache, service worker storage), phone-sized, as the centre's clients.
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: chromiumPath,
      args: chromiumArgs,
      viewport: { width: 360, height: 740 },
      locale: "fr-FR",
      timezoneId: "Africa/Dakar",
    });
    // Service workers need a secure context: localhost is one, plain http or not.
    const { first, repeat, waitSeconds } = await visits(`http://localhost:${proxy.port}`, proxy, context);
    printBreakdown(first, repeat);
    return {
      title: "Transfert sur le réseau",
      figures: [
        // The back-office's files are not in the precache (kept on staff devices only): whatever
        // it grows to, a client's first visit does not.
        { name: "Première visite (précache compris)", value: first.bytes, unit: "B", max: 260 * KIB },
        { name: "Première visite : requêtes", value: first.requests, unit: "count" },
        { name: "Première visite : envoyé par le téléphone", value: first.sent, unit: "B" },
        { name: "Visite suivante", value: repeat.bytes, unit: "B", max: 5 * KIB },
        { name: "Visite suivante : requêtes", value: repeat.requests, unit: "count" },
        { name: "Visite suivante : envoyé par le téléphone", value: repeat.sent, unit: "B" },
      ],
      first_visit: first,
      repeat_visit: { after_seconds: waitSeconds, ...repeat },
    };
  } finally {
    await context?.close().catch(() => undefined);
    await proxy?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }
}

/** For bench/README.md: where the first visit's bytes go, and what the next one still fetches. */
export function transferDetails(section) {
  const { repeat_visit: repeat, first_visit: first } = section;
  return [
    "Octets reçus tels que le serveur les envoie (compressés), en-têtes compris : " +
      `${kib(first.headers)} d'en-têtes à la première visite, ${kib(repeat.headers)} à la suivante.`,
    `La visite suivante a lieu ${repeat.after_seconds} s après la première, quand les réponses gardées ` +
      "moins d'un jour sont périmées, comme le lendemain.",
    "",
    ...markdownTable(
      ["Première visite, par type", "Requêtes", "Reçu"],
      first.by_kind.map((r) => [r.kind, r.requests, kib(r.bytes)]),
    ),
    "",
    ...markdownTable(
      ["Visite suivante, par adresse", "Statut", "Requêtes", "Octets"],
      repeat.by_url.map((r) => [`\`${r.url}\``, r.status, r.requests, r.bytes]),
    ),
  ];
}
