// What a phone downloads as code: the JavaScript and CSS of the first screen, and the rest.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";

const dist = fileURLToPath(new URL("../dist/", import.meta.url));
const kb = (n) => `${(n / 1024).toFixed(1)} Kio`;

const sizes = (file) => {
  const bytes = readFileSync(`${dist}${file}`);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes).length,
  };
};
const sum = (list, key) => list.reduce((total, r) => total + r[key], 0);
const totals = (rows) => ({
  files: rows.length,
  raw: sum(rows, "raw"),
  gzip: sum(rows, "gzip"),
  brotli: sum(rows, "brotli"),
});

export function measureBundle() {
  const html = readFileSync(`${dist}index.html`, "utf8");
  const initial = new Set(
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]),
  );
  // The entry starts the app by importing React and the app's code (src/main.tsx): the files it
  // preloads for them, listed in its dependency map, are the first screen's too.
  const entry = /<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  const startMap = entry ? /m\.f=\[([^\]]*)\]/.exec(readFileSync(`${dist}${entry}`, "utf8"))?.[1] : undefined;
  for (const file of startMap?.match(/assets\/[^"`']+\.(?:js|css)/g) ?? []) initial.add(file);
  const rows = readdirSync(`${dist}assets`)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => `assets/${f}`)
    .map((file) => ({ file, initial: initial.has(file), ...sizes(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  const firstScreen = totals(rows.filter((r) => r.initial));
  const all = totals(rows);
  const serviceWorker = existsSync(`${dist}sw.js`) ? sizes("sw.js") : null;

  for (const r of rows.slice(0, 8))
    console.log(`  ${r.initial ? "*" : " "} ${r.file.padEnd(44)} ${kb(r.gzip).padStart(10)} gzip`);
  return {
    title: "Poids du JavaScript et du CSS",
    figures: [
      { name: "Premier écran, JS et CSS (brotli)", value: firstScreen.brotli, unit: "B" },
      { name: "Premier écran : fichiers", value: firstScreen.files, unit: "count" },
      { name: "Tout le JS et le CSS (brotli)", value: all.brotli, unit: "B" },
      { name: "Tout le JS et le CSS : fichiers", value: all.files, unit: "count" },
      ...(serviceWorker ? [{ name: "Service worker (brotli)", value: serviceWorker.brotli, unit: "B" }] : []),
    ],
    first_screen: firstScreen,
    all,
    service_worker: serviceWorker,
    files: rows,
  };
}
