// Lighthouse as a phone sees the app: its mobile defaults (a mid-range Android on slow 4G with a
// 4× slower CPU, simulated), five cold loads of each page, medians beside the goals.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { chromiumArgs, chromiumPath } from "../scripts/browser.mjs";
import { buildFloorApp } from "./floor-app.mjs";
import { findingsOf, layoutShiftsOf, lcpElementOf, metricsOf } from "./lighthouse-findings.mjs";
import { markdownTable } from "./report.mjs";
import { startServer } from "./server.mjs";

const RUNS = 5;
const dist = fileURLToPath(new URL("../dist/", import.meta.url));

/** The pages of the issue; the detail page is the first service the API lists. */
async function pagesOf(server) {
  const answer = await fetch(`${server}/api/booking/services/?page_size=1`);
  const id = (await answer.json()).results?.[0]?.id;
  if (!answer.ok || id === undefined) throw new Error(`Aucun service dans le catalogue (${answer.status}).`);
  return [
    { label: "/", path: "/" },
    { label: "/services", path: "/services" },
    { label: "/services/{id}", path: `/services/${id}` },
    { label: "/reservation", path: "/reservation" },
    { label: "/auth/login", path: "/auth/login" },
  ];
}

/** The server reads the app's files on their first request: that is not what a phone waits for. */
async function warmUp(origin, pages) {
  const html = readFileSync(`${dist}index.html`, "utf8");
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  for (const path of [...pages.map((p) => p.path), ...assets])
    await fetch(`${origin}${path}`, { headers: { "accept-encoding": "br" } }).then((r) => r.arrayBuffer());
}

/** One cold load: a new browser with an empty profile, no cache, no service worker. */
async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, "--headless"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse, ${url} : ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await chrome.kill();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Each figure's median over the runs, and what the median run (Lighthouse's choice) found. */
function summarize(page, lhrs, origin) {
  const runs = lhrs.map(metricsOf);
  const medians = Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]),
  );
  const elements = new Map();
  for (const lhr of lhrs) {
    const label = lcpElementOf(lhr)?.label ?? "—";
    elements.set(label, (elements.get(label) ?? 0) + 1);
  }
  // A shift may happen in one load only: the worst load's culprits, whichever it is.
  const worst = lhrs.reduce((a, b) => (metricsOf(b).cls > metricsOf(a).cls ? b : a));
  return {
    ...page,
    median: medians,
    runs,
    lcp_elements: [...elements].map(([label, runs]) => ({ label, runs })),
    median_run: findingsOf(computeMedianRun(lhrs), origin),
    worst_cls_run: { cls: metricsOf(worst).cls, layout_shifts: layoutShiftsOf(worst) },
  };
}

const seconds = (ms) => Number((ms / 1000).toFixed(2));

/**
 * The floor app (React, TanStack Router and valibot alone, see js-weight.mjs) under the same
 * audit, beside the pages' figures. It paints only once its JavaScript has run, so that work
 * falls before its FCP, where TBT does not count it; a drawn page paints first.
 */
async function auditFloorApp() {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-data-"));
  const outDir = mkdtempSync(join(tmpdir(), "bench-floor-"));
  let server;
  try {
    await buildFloorApp(outDir);
    server = await startServer(dataDir, { distDir: outDir });
    const origin = server.url.replace("127.0.0.1", "localhost");
    await fetch(`${origin}/`).then((r) => r.arrayBuffer());
    const lhrs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const lhr = await audit(`${origin}/`);
      lhrs.push(lhr);
      const m = metricsOf(lhr);
      console.log(`  ${run}/${RUNS} app plancher     ${String(m.score).padStart(3)}  TBT ${m.tbt_ms} ms`);
    }
    return summarize({ label: "app plancher", path: "/" }, lhrs, origin);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  }
}

export async function measureLighthouse() {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-data-"));
  let server;
  try {
    server = await startServer(dataDir);
    const pages = await pagesOf(server.url);
    await warmUp(server.url, pages);
    // localhost, as a phone's app is a secure context; runs take turns so that a busy moment of
    // the machine falls on every page alike.
    const origin = server.url.replace("127.0.0.1", "localhost");
    const lhrs = new Map(pages.map((p) => [p.label, []]));
    for (let run = 1; run <= RUNS; run += 1)
      for (const page of pages) {
        const lhr = await audit(`${origin}${page.path}`);
        lhrs.get(page.label).push(lhr);
        const m = metricsOf(lhr);
        console.log(
          `  ${run}/${RUNS} ${page.label.padEnd(15)} ${String(m.score).padStart(3)}  LCP ${m.lcp_ms} ms  ` +
            `CLS ${m.cls}  TBT ${m.tbt_ms} ms  FCP ${m.fcp_ms} ms  benchmarkIndex ${m.benchmark_index}  ` +
            `LCP : ${lcpElementOf(lhr)?.label ?? "—"}`,
        );
      }
    const results = pages.map((page) => summarize(page, lhrs.get(page.label), origin));
    const all = [...lhrs.values()].flat().map(metricsOf);
    await server.stop();
    const floor = await auditFloorApp();
    return {
      title: "Lighthouse, téléphone (médiane de 5 chargements à froid)",
      figures: [
        ...results.flatMap(({ label, median: m }) => [
          { name: `\`${label}\` : performance`, value: m.score, unit: "score", min: 95 },
          { name: `\`${label}\` : LCP`, value: seconds(m.lcp_ms), unit: "s", max: 1.8 },
          { name: `\`${label}\` : CLS`, value: m.cls, unit: "score", max: 0.02 },
          { name: `\`${label}\` : TBT`, value: m.tbt_ms, unit: "ms", max: 150 },
        ]),
        { name: "App plancher, `/` : performance", value: floor.median.score, unit: "score" },
        { name: "App plancher, `/` : TBT", value: floor.median.tbt_ms, unit: "ms" },
        {
          name: "benchmarkIndex de la machine (médiane)",
          value: median(all.map((m) => m.benchmark_index)),
          unit: "score",
        },
      ],
      lighthouse_version: lhrs.get("/")[0].lighthouseVersion,
      user_agent: lhrs.get("/")[0].environment.networkUserAgent,
      pages: results,
      floor,
    };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const cell = (text) => `\`${String(text).replaceAll("|", "\\|").replaceAll("`", "'")}\``;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} Kio`;

/** For bench/README.md: every page's medians and LCP element, then why, from the median run. */
export function lighthouseDetails(section) {
  const lines = [
    `Lighthouse ${section.lighthouse_version}, réglages mobiles par défaut (CPU ralenti 4×, 4G lente, ` +
      "simulés). Chaque chargement part d'un navigateur neuf : ni cache, ni service worker. Le " +
      "benchmarkIndex dit la vitesse de la machine pendant la mesure : plus bas, plus lente. L'app " +
      "plancher (React, TanStack Router et valibot seuls, voir plus haut) est mesurée de même. Elle " +
      "ne dessine rien avant d'avoir exécuté son JS : ce travail tombe avant son premier affichage " +
      "(FCP), que le TBT ne compte pas. Une page dessinée à la construction s'affiche d'abord et " +
      "exécute le JS de l'app ensuite : le même travail, et davantage, entre alors dans son TBT.",
    "",
    ...markdownTable(
      ["Page", "Perf.", "FCP", "LCP", "CLS", "TBT", "benchmarkIndex", "Élément LCP"],
      [...section.pages, ...(section.floor ? [section.floor] : [])].map(
        ({ label, median: m, lcp_elements: elements }) => [
          cell(label),
          m.score,
          `${seconds(m.fcp_ms)} s`,
          `${seconds(m.lcp_ms)} s`,
          m.cls,
          `${m.tbt_ms} ms`,
          m.benchmark_index,
          elements.map((e) => `${cell(e.label)} (${e.runs}/${RUNS})`).join(", "),
        ],
      ),
    ),
  ];
  for (const { label, median_run: run, worst_cls_run: worst } of section.pages) {
    const phases = run.lcp_phases.map((p) => `${p.phase} ${p.ms} ms`).join(", ");
    lines.push("", `### ${cell(label)}, chargement médian`, "");
    if (run.lcp_element)
      lines.push(`- LCP : ${cell(run.lcp_element.snippet)}${phases ? ` (${phases})` : ""}`);
    for (const s of run.layout_shifts)
      lines.push(
        `- Décalage ${s.score} : ${cell(s.element)}${s.causes.length ? ` (${s.causes.join(", ")})` : ""}`,
      );
    if (worst.cls > 0)
      for (const s of worst.layout_shifts)
        lines.push(`- Pire chargement (CLS ${worst.cls}), décalage ${s.score} : ${cell(s.element)}`);
    for (const o of run.opportunities)
      lines.push(`- Gain estimé par ${cell(o.id)} : ${o.savings_ms} ms, ${kib(o.savings_bytes)}`);
    for (const r of run.render_blocking) lines.push(`- Bloque le rendu : ${cell(r.url)}, ${kib(r.bytes)}`);
    for (const r of run.unused_js)
      lines.push(`- JS inutilisé : ${cell(r.url)}, ${kib(r.unused_bytes)} sur ${kib(r.bytes)}`);
    for (const t of run.long_tasks)
      lines.push(`- Tâche longue : ${cell(t.url)}, ${t.ms} ms à ${t.start_ms} ms`);
  }
  return lines;
}
