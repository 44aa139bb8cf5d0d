// Measures what a phone downloads: the JavaScript and CSS of the first screen, and the rest.
//   npm run bench        (builds first when dist/ is missing)
import { execSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

const dist = "dist";
if (!existsSync(join(dist, "index.html"))) execSync("npm run build", { stdio: "inherit" });

const html = readFileSync(join(dist, "index.html"), "utf8");
const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]));

const sizes = (file) => {
  const bytes = readFileSync(join(dist, file));
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes).length,
  };
};
const files = readdirSync(join(dist, "assets"))
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => `assets/${f}`);
const rows = files.map((file) => ({ file, initial: initial.has(file), ...sizes(file) }));
const sum = (list, key) => list.reduce((total, r) => total + r[key], 0);
const first = rows.filter((r) => r.initial);
const result = {
  measured_at: new Date().toISOString(),
  first_screen: {
    files: first.length,
    raw: sum(first, "raw"),
    gzip: sum(first, "gzip"),
    brotli: sum(first, "brotli"),
  },
  all: { files: rows.length, raw: sum(rows, "raw"), gzip: sum(rows, "gzip"), brotli: sum(rows, "brotli") },
  service_worker: existsSync(join(dist, "sw.js")) ? sizes("sw.js") : null,
  files: rows.sort((a, b) => b.gzip - a.gzip),
};
writeFileSync("bench/results/bundle.json", `${JSON.stringify(result, null, 2)}\n`);

const kb = (n) => `${(n / 1024).toFixed(1)} Ko`;
console.log(
  `Premier écran : ${result.first_screen.files} fichiers, ${kb(result.first_screen.gzip)} gzip, ${kb(result.first_screen.brotli)} brotli`,
);
console.log(`Tout le JS/CSS : ${result.all.files} fichiers, ${kb(result.all.gzip)} gzip`);
if (result.service_worker) console.log(`Service worker : ${kb(result.service_worker.gzip)} gzip`);
for (const r of result.files.slice(0, 8))
  console.log(`  ${r.initial ? "*" : " "} ${r.file.padEnd(44)} ${kb(r.gzip).padStart(10)}`);
