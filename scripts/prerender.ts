// Renders the public pages to HTML once per build, so a first visit paints them before any script
// has run (the app then draws the same page over them). The catalogue shown is the seed's, read
// through the API itself on an in-memory database.
//   node --import tsx scripts/prerender.ts [dist]      (run by `npm run build` after `vite build`)
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
// The reservation draft writes to IndexedDB while its page is drawn: an in-memory one stands in.
import "fake-indexeddb/auto";
import { JSDOM } from "jsdom";
import * as v from "valibot";
import { createServer } from "vite";
import { createApp } from "../server/app";
import { openDatabase } from "../server/db/open";
import { seedContent } from "../server/db/seed/seed";
import { ensureSlots } from "../server/domain/schedule";
import { prerenderedPath, prerenderedRoutes } from "../server/lib/prerendered";
import { brand } from "../src/brand";
import { servicePageSchema } from "../src/contract/services";
import { routeFilesName } from "./route-files";

const dist = process.argv[2] ?? "dist";

/** What the browser would give the app's modules: storage, an address, and fetch answered by the API. */
function browserStandIns(request: (input: Request) => Response | Promise<Response>) {
  const storage = (): Storage => {
    const items = new Map<string, string>();
    return {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, String(value)),
      removeItem: (key) => void items.delete(key),
      clear: () => items.clear(),
      key: (index) => [...items.keys()][index] ?? null,
      get length() {
        return items.size;
      },
    };
  };
  Object.assign(globalThis, {
    localStorage: storage(),
    sessionStorage: storage(),
    location: new URL("http://localhost/"),
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      request(
        new Request(new URL(String(input instanceof Request ? input.url : input), "http://localhost/"), init),
      ),
  });
}

/**
 * The drawn pages' head: the stylesheet alone before the first paint, the app started right after
 * it (src/prerender/start-after-paint.js, written next to the bundles under its hash).
 */
function startAfterPaint(shell: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell);
  if (!entry?.[1]) throw new Error("Script d'entrée introuvable dans index.html");
  const code = readFileSync("src/prerender/start-after-paint.js");
  const name = `assets/start-${createHash("sha256").update(code).digest("base64url").slice(0, 10)}.js`;
  writeFileSync(join(dist, name), code);
  // The app's files are preloaded by the start script, after the first paint, not before it.
  const preloads = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1],
  );
  return shell
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
    .replace(entry[0], "")
    .replace(
      "</head>",
      `<script defer src="/${name}" data-entry="${entry[1]}" data-preload="${preloads.join(" ")}"></script></head>`,
    );
}

const database = await openDatabase(":memory:");
const deps = {
  db: database.db,
  database,
  clock: { now: () => new Date() },
  mailer: { send: async () => {} },
  log: () => {},
  config: {
    jwtSecret: randomBytes(32),
    demoMode: true,
    passwordCost: { N: 2 ** 10, r: 8, p: 1 },
    mediaDir: mkdtempSync(join(tmpdir(), "prerender-media-")),
    distDir: null,
    providers: {},
    contactTo: brand.email,
  },
};
await seedContent(deps);
await ensureSlots(deps);
const api = createApp(deps);
browserStandIns((request) => api.fetch(request));

const vite = await createServer({
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: "custom",
  logLevel: "warn",
});
// The page helpers that read HTML (the description's sanitiser and cut) get a document of their own:
// jsdom's, the one DOMPurify supports outside a browser (on happy-dom it lets scripts through).
const { window } = new JSDOM("");
try {
  const page = await vite.ssrLoadModule("/src/prerender/render.tsx");
  // Only after the modules are loaded: the router decides once whether it runs in a browser.
  Object.assign(globalThis, { DOMParser: window.DOMParser, document: window.document, Node: window.Node });
  await page.installSanitizer(window);

  const shell = startAfterPaint(readFileSync(join(dist, "index.html"), "utf8"));
  // Each page's own files join the start's in its start script's list (scripts/route-files.ts).
  const filesByRoute = v.parse(
    v.record(v.string(), v.array(v.string())),
    JSON.parse(readFileSync(join(dist, routeFilesName), "utf8")),
  );
  rmSync(join(dist, routeFilesName));
  const startList = /data-entry="([^"]+)" data-preload="([^"]*)"/.exec(shell);
  if (!startList) throw new Error("Liste des fichiers du démarrage introuvable");
  const startFiles = (startList[2] ?? "").split(" ");
  const listed = new Set([startList[1], ...startFiles]);
  const startScriptFor = (routeIds: string[]) => {
    const own = routeIds
      .flatMap((id) => filesByRoute[id] ?? [])
      .map((file) => `/${file}`)
      .filter((file) => !listed.has(file));
    return startList[0].replace(
      /data-preload="[^"]*"/,
      `data-preload="${[...startFiles, ...new Set(own)].join(" ")}"`,
    );
  };
  const placeholder = '<div id="root"></div>';
  if (!shell.includes(placeholder)) throw new Error(`${placeholder} manque dans index.html`);
  const catalogue = await fetch("/api/booking/services/?page=1&page_size=100").then((answer) =>
    answer.json(),
  );
  const serviceIds = v.parse(servicePageSchema, catalogue).results.map((service) => service.id);

  rmSync(join(dist, "pages"), { recursive: true, force: true });
  let count = 0;
  for (const demo of [true, false]) {
    for (const url of prerenderedRoutes(serviceIds)) {
      const { html, drawnFrom, routeIds }: { html: string; drawnFrom: string; routeIds: string[] } =
        await page.renderPage(url, { demo });
      // A part that failed or waited would be filled in by a script: never ship such a page.
      if (/<template|<!--\$[?!]-->|<script/.test(html)) throw new Error(`Page incomplète : ${url}`);
      const file = join(dist, prerenderedPath(url, demo));
      mkdirSync(join(file, ".."), { recursive: true });
      // Inert until the app has drawn over it: what a visitor typed there would be lost, and a form
      // sent without the app would put its fields (a password) in the address.
      // React puts what the page preloads (its first image) ahead of it; those belong in the head,
      // where the browser finds them sooner and where the app, hydrating the root, expects them.
      const preloads = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? "";
      const drawn = shell
        .replace(startList[0], startScriptFor(routeIds))
        .replace("</head>", `${preloads}</head>`)
        .replace(
          placeholder,
          `<div id="root" inert data-drawn-from="${drawnFrom}">${html.slice(preloads.length)}</div>`,
        );
      writeFileSync(file, drawn);
      count += 1;
    }
  }
  console.log(`Pages rendues à l'avance : ${count}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  window.close();
  await vite.close();
  await database.close();
}
// Vite's plugins leave watchers and a socket open even in middleware mode: this step is done.
process.exit();
