// The data of the `bigdata` benchmark: a centre in its third year made by `npm run db:seed-big`,
// kept as a SQLite file in the system's temporary folder between runs (a few minutes to make), a
// fresh copy of it for each server, and the same data in a private PostgreSQL server.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = fileURLToPath(new URL("..", import.meta.url));
const SEED = 1;
const CACHE_PREFIX = "bench-bigdata-cache-";

/** Every file under the given paths (folders walked), sorted: what the cached file is made from. */
function sources(paths) {
  const files = [];
  const walk = (path) => {
    if (statSync(path).isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
    else files.push(path);
  };
  for (const path of paths) walk(join(root, path));
  return files.sort();
}

/**
 * The cache's name: the generator (and the demo content it starts from), the migrations and the
 * day it was made for. A changed generator or a new migration makes a new file; so does a new day,
 * since the centre's story is told up to `--today`.
 */
function cacheKey(today) {
  const hash = createHash("sha256").update(`seed ${SEED} today ${today}\n`);
  for (const file of sources(["server/db/seed", "server/db/migrations", "scripts/db-seed-big.ts"]))
    hash.update(`${relative(root, file)}\n`).update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

/** npm run <script> -- <args> in the project, its output shown (generation takes minutes). */
const npmRun = (script, args, env) =>
  execFileSync("npm", ["run", "--silent", script, "--", ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "development", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });

/**
 * The folder holding the big centre's `app.sqlite` and `jwt-secret` (the audit log is signed with
 * it), made when missing: generated in a folder of its own and renamed only once complete, so a
 * failed or stopped generation is never taken for the cache. Older caches are removed (250 Mo
 * each). Answers the folder and how long generation took (null when it was there).
 */
export function bigSqliteCache(today) {
  const dir = join(tmpdir(), `${CACHE_PREFIX}${cacheKey(today)}`);
  if (existsSync(join(dir, "app.sqlite"))) return { dir, generatedMs: null };
  const building = mkdtempSync(join(tmpdir(), "bench-bigdata-building-"));
  try {
    const started = performance.now();
    console.log(`Génération du grand centre (quelques minutes, gardé dans ${dir})…`);
    npmRun("db:seed-big", ["--today", today, "--seed", String(SEED)], {
      DATA_DIR: building,
      DATABASE_URL: "",
    });
    const generatedMs = Math.round(performance.now() - started);
    for (const entry of readdirSync(tmpdir()))
      if (entry.startsWith(CACHE_PREFIX)) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
    renameSync(building, dir);
    return { dir, generatedMs };
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

/** The cached centre's JWT secret, for PostgreSQL instances serving a copy of it. */
export const cacheSecret = (cache) => readFileSync(join(cache.dir, "jwt-secret"), "utf8").trim();

/** Copies the cached database (and its secret) into `dataDir`: each server writes in its own copy. */
export function copyBigInto(cache, dataDir) {
  for (const file of readdirSync(cache.dir))
    if (file.startsWith("app.sqlite") || file === "jwt-secret")
      copyFileSync(join(cache.dir, file), join(dataDir, file));
}

export async function createDatabase(serverUrl, name) {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return `${serverUrl}/${name}`;
}

/**
 * The big centre in an empty PostgreSQL database, the faster way measured on this machine:
 * `npm run db:copy` from a copy of the cached file (`scratchDir`) took 307 s where generating it
 * again with `DATABASE_URL` took 357 s (both on a busy 2-core machine). Then VACUUM ANALYZE, so
 * that no autovacuum of the fresh rows runs during the measures. Answers how long each part took.
 */
export async function loadBigIntoPostgres(cache, databaseUrl, scratchDir) {
  copyBigInto(cache, scratchDir);
  const started = performance.now();
  npmRun("db:copy", ["--to", databaseUrl, "--from", join(scratchDir, "app.sqlite")], {
    DATA_DIR: scratchDir,
  });
  const copyMs = Math.round(performance.now() - started);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("vacuum analyze");
  } finally {
    await client.end();
  }
  return { copyMs, vacuumMs: Math.round(performance.now() - started) - copyMs };
}
