// The registry mirror this project is built against only carries the Linux (glibc) builds of
// platform-specific packages, so `npm install` leaves the other platforms' optional packages out of
// package-lock.json, and `npm ci` then refuses the lock file. This adds those entries, marked with
// the platform they are for, so npm skips them here and fetches them where they apply.
//   npm install && node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

const OSES = [
  "android",
  "darwin",
  "freebsd",
  "openbsd",
  "netbsd",
  "sunos",
  "aix",
  "win32",
  "linux",
  "openharmony",
];
const CPUS = ["arm64", "x64", "ia32", "arm", "ppc64", "s390x", "riscv64", "loong64", "mips64el", "wasm32"];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = OSES.find((o) => parts.includes(o));
  const cpu = CPUS.find((c) => parts.includes(c)) ?? (parts.includes("x86_64") ? "x64" : undefined);
  const entry = {};
  if (cpu) entry.cpu = [cpu];
  if (os) entry.os = [os];
  else if (cpu !== "wasm32") entry.os = ["!linux"];
  if (parts.includes("musl")) entry.libc = ["musl"];
  return entry;
}

/** Where npm would look for `dep` required from the package at `path`. */
function resolves(path, dep) {
  let base = path;
  for (;;) {
    if (packages[`${base ? `${base}/` : ""}node_modules/${dep}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version) || resolves(path, dep)) continue;
    const at = packages[`node_modules/${dep}`] ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    packages[at] = { version, ...platformOf(dep), ...(entry.dev ? { dev: true } : {}), optional: true };
    added++;
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} paquets optionnels d'autres plateformes ajoutés au lock file.`);
