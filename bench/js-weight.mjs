// The JavaScript a phone receives for the first screen of `/` (before its load event, or before the
// app has drawn over the page the server sent drawn), beside the floor app's (the same stack and
// nothing else, built here with the same Vite); and what each route adds to what `/` loaded.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../scripts/browser.mjs";
import { buildFloorApp } from "./floor-app.mjs";
import { markdownTable } from "./report.mjs";
import { scriptLoads } from "./script-loads.mjs";
import { startServer } from "./server.mjs";

const KIB = 1024;
const routesDir = fileURLToPath(new URL("../src/routes/", import.meta.url));
const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);
const kib = (bytes) => `${(bytes / KIB).toFixed(1)} Kio`;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.name.endsWith(".tsx")) yield path;
  }
}

/**
 * Every file route's address, as the router's file naming makes it: `_x` folders add no segment
 * (`_member` is the members' guard: those pages are opened logged in), `index` is the folder itself,
 * `$id` takes a real service. A layout file (`__root`, `_member.tsx`) is not a page.
 */
function fileRoutes(serviceId) {
  const routes = [];
  for (const file of files(routesDir)) {
    const segments = relative(routesDir, file)
      .replace(/\.tsx$/, "")
      .split(/[\\/]/);
    const name = segments.at(-1);
    if (name.startsWith("_") || name.startsWith("-")) continue;
    const path = segments
      .filter((s) => !s.startsWith("_") && s !== "index")
      .map((s) => {
        if (s === "$id") return String(serviceId);
        if (s.startsWith("$")) throw new Error(`Paramètre de route sans valeur pour la mesure : ${file}`);
        return s;
      });
    routes.push({
      file: segments.join("/"),
      path: `/${path.join("/")}`,
      member: segments.includes("_member"),
    });
  }
  // The back-office is the team's, an app of its own (admin.html, src/admin/routes): measured apart,
  // at its entry as a visitor opens it (the staff check and the team's-space message).
  routes.push({ file: "admin.html", path: "/admin/dashboard", member: false, staff: true });
  return routes.sort((a, b) => a.path.localeCompare(b.path));
}

/** A member's session in localStorage, as the app keeps it after logging in. */
async function memberStorage(origin) {
  const answer = await fetch(`${origin}/api/accounts/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "demo@example.com", password: "Demo2026!" }),
  });
  if (!answer.ok) throw new Error(`Connexion du membre de démonstration refusée (${answer.status}).`);
  const { body } = await answer.json();
  return {
    access_token: body.access,
    refresh_token: body.refresh,
    access_token_expiration: body.access_token_expiration,
    refresh_token_expiration: body.refresh_token_expiration,
    token: "true",
  };
}

/** The floor app's JS before its load event, on the wire, served by the real server. */
async function floorScripts(browser, dataDir) {
  const outDir = mkdtempSync(join(tmpdir(), "bench-floor-"));
  let server;
  try {
    const files = await buildFloorApp(outDir);
    server = await startServer(dataDir, { distDir: outDir });
    const { scripts } = await scriptLoads(browser, `${server.url.replace("127.0.0.1", "localhost")}/`);
    return { files, scripts: scripts.filter((s) => s.firstScreen) };
  } finally {
    await server?.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Each route opened cold, less the scripts `/` loaded in the same state (logged in or not). */
async function routeScripts(browser, origin, member) {
  const serviceId = (await (await fetch(`${origin}/api/booking/services/?page_size=1`)).json()).results[0].id;
  const home = {
    visitor: await scriptLoads(browser, `${origin}/`),
    member: await scriptLoads(browser, `${origin}/`, { storage: member }),
  };
  const rows = [];
  for (const r of fileRoutes(serviceId)) {
    const { scripts, finalPath } = await scriptLoads(
      browser,
      `${origin}${r.path}`,
      r.member ? { storage: member } : {},
    );
    const known = new Set(home[r.member ? "member" : "visitor"].scripts.map((s) => s.path));
    const own = scripts.filter((s) => !known.has(s.path));
    rows.push({
      ...r,
      finalPath,
      bytes: sum(own, "wire"),
      files: own.map((s) => ({ path: s.path, wire: s.wire })),
    });
    console.log(`  ${r.path.padEnd(26)} ${kib(sum(own, "wire")).padStart(10)}  (${own.length} fichiers)`);
  }
  return { home: home.visitor, rows: rows.sort((a, b) => b.bytes - a.bytes) };
}

export async function measureJsWeight() {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-data-"));
  const floorData = mkdtempSync(join(tmpdir(), "bench-data-"));
  let server;
  let browser;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const floor = await floorScripts(browser, floorData);
    server = await startServer(dataDir);
    const origin = server.url.replace("127.0.0.1", "localhost");
    const { home, rows } = await routeScripts(browser, origin, await memberStorage(server.url));
    const first = home.scripts.filter((s) => s.firstScreen);
    const firstBytes = sum(first, "wire");
    const floorBytes = sum(floor.scripts, "wire");
    // A client's budget: the back-office's entry is reported beside it, not in its worst route.
    const worst = rows.find((r) => !r.staff);
    const staffEntry = rows.find((r) => r.staff);
    return {
      title: "JavaScript reçu par le téléphone",
      figures: [
        { name: "JS du premier écran de `/`", value: firstBytes, unit: "B", max: 100 * KIB },
        {
          name: "Le même, face à 1,1 × l'app plancher",
          value: firstBytes,
          unit: "B",
          max: Math.round(1.1 * floorBytes),
        },
        { name: "App plancher : JS de son premier écran", value: floorBytes, unit: "B" },
        // What the app adds to the floor: its own code on `/`, the router features it uses, its files.
        {
          name: "Premier écran de `/` au-delà de l'app plancher",
          value: firstBytes - floorBytes,
          unit: "B",
          max: 25 * KIB,
        },
        {
          name: `JS propre d'une route au-delà de \`/\` (pire : \`${worst.path}\`)`,
          value: worst.bytes,
          unit: "B",
          max: 25 * KIB,
        },
        ...(staffEntry
          ? [
              {
                name: "Espace équipe, son app : JS de son entrée (`/admin/dashboard`, visiteur)",
                value: staffEntry.bytes,
                unit: "B",
              },
            ]
          : []),
      ],
      ...(staffEntry ? { staff_entry: { path: staffEntry.path, bytes: staffEntry.bytes } } : {}),
      home_first_screen: first,
      home_later: home.scripts.filter((s) => !s.firstScreen),
      floor: { first_screen: floor.scripts, files: floor.files },
      routes: rows,
    };
  } finally {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(floorData, { recursive: true, force: true });
  }
}

/** For bench/README.md: the floor app's files, `/`'s scripts and every route's own. */
export function jsWeightDetails(section) {
  const size = (f) => `${kib(f.raw)} brut, ${kib(f.gzip)} gzip, ${kib(f.brotli)} brotli`;
  return [
    "Octets tels que le serveur les envoie (brotli), en-têtes compris, comptés par Chromium à une " +
      "première visite. L'app plancher (`bench/floor-app/` : React 19, TanStack Router, valibot, zustand et ky) est " +
      "construite par la mesure avec le même Vite et servie par le même serveur. Premier écran : " +
      "ce qui est demandé avant l'événement load, ou, sur une page que le serveur envoie déjà " +
      "dessinée, avant que l'app l'ait reprise (elle ne démarre qu'après le premier affichage).",
    `App plancher : ${section.floor.files.map((f) => `\`${f.file}\` ${size(f)}`).join(" ; ")}.`,
    "Une route est ouverte directement ; on retire ce que `/` a chargé (jusqu'au calme du réseau) " +
      "dans le même état (les pages des membres avec la session du membre de démonstration).",
    "",
    ...markdownTable(
      ["`/`, scripts", "Premier écran", "Reçu"],
      [
        ...section.home_first_screen.map((s) => [`\`${s.path}\``, "oui", kib(s.wire)]),
        ...section.home_later.map((s) => [`\`${s.path}\``, "non", kib(s.wire)]),
      ],
    ),
    "",
    ...markdownTable(
      ["Route (src/routes/, ou l'app de l'équipe)", "Ouverte", "Arrivée", "JS propre", "Fichiers"],
      section.routes.map((r) => [
        `\`${r.file}\``,
        `\`${r.path}\``,
        `\`${r.finalPath}\``,
        kib(r.bytes),
        r.files.length,
      ]),
    ),
  ];
}
