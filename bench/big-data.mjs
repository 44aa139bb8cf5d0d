// The API on a centre in its third year beside the demo, in one run, with the same load generator:
// each client and staff call at 20 connections on the demo data and on the big centre that
// `npm run db:seed-big` makes, on SQLite (one process, then one per core) and on PostgreSQL (two
// instances behind nginx); then, on the big centre, the month's takings alone, and slot search
// while a staff member reloads those takings in a loop.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { startNginx } from "../scripts/nginx-local.mjs";
import { startPostgres } from "../scripts/postgres-server.mjs";
import { slotSearchLoad } from "./api-load.mjs";
import { callsAbout, findSubjects, postgresQuery, readyLoad, sqliteQuery } from "./big-data-calls.mjs";
import {
  bigSqliteCache,
  cacheSecret,
  copyBigInto,
  createDatabase,
  loadBigIntoPostgres,
} from "./big-data-prepare.mjs";
import { bigDataFigures, labels } from "./big-data-report.mjs";
import { runLoad } from "./load-generator.mjs";
import { startServer } from "./server.mjs";

const WARM_MS = 1_000;
const RUN_MS = 5_000;
const CONNECTIONS = 20;
const TIMEOUT_MS = 60_000;
const ALONE_REQUESTS = 20;
// A server's first start on the big centre migrates and checks it: longer than on the demo.
const READY_MS = 180_000;
// As in `npm run bench api`: two instances of one process each, as many as the SQLite cluster on two cores.
const PROCESSES_PER_INSTANCE = 1;

/** What was started, stopped in the end whatever happens (a failure, or Ctrl-C). */
const running = new Set();
async function started(stop) {
  running.add(stop);
  return async () => {
    running.delete(stop);
    await stop();
  };
}
async function stopAll() {
  for (const stop of [...running].reverse()) {
    running.delete(stop);
    await Promise.resolve()
      .then(stop)
      .catch((error) => console.error(error));
  }
}
const onSignal = () =>
  stopAll().finally(() => {
    removeDataDirs();
    process.exit(130);
  });

const dataDirs = [];
function freshDataDir() {
  const dir = mkdtempSync(join(tmpdir(), "bench-bigdata-run-"));
  dataDirs.push(dir);
  return dir;
}
const removeDataDirs = () => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
};

const today = () => new Date().toISOString().slice(0, 10);
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const round = (ms) => Math.round(ms * 100) / 100;

/** Quick answers to a cheap call, on new connections (each process of a cluster): nothing left queued. */
async function settle(url) {
  const deadline = Date.now() + 2 * TIMEOUT_MS;
  const once = () =>
    new Promise((resolve) => {
      const sent = performance.now();
      request(`${url}/api/configs/homeconfigs/`, { agent: false }, (answer) => {
        answer.resume();
        answer.on("end", () => resolve(performance.now() - sent));
      })
        .on("error", () => resolve(Number.POSITIVE_INFINITY))
        .end();
    });
  for (let quick = 0; quick < 4 && Date.now() < deadline; ) quick = (await once()) < 50 ? quick + 1 : 0;
}

/** A load run's figures, its timeouts counted as answers of TIMEOUT_MS (a call that never answers is not fast). */
async function measured(load, connections, durationMs, signal) {
  const latencies = [];
  const run = await runLoad({
    ...load,
    connections,
    durationMs,
    signal,
    timeoutMs: TIMEOUT_MS,
    onAnswer: (_, ms) => latencies.push(ms),
  });
  for (let i = 0; i < run.timeouts; i++) latencies.push(TIMEOUT_MS);
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: run.requests,
    throughput: run.throughput,
    p50: round(quantile(sorted, 0.5)),
    p95: round(quantile(sorted, 0.95)),
    p99: round(quantile(sorted, 0.99)),
    failures: run.requests - run.statuses["2xx"] + run.timeouts + run.errors,
  };
}

/** Every call at 20 connections, one after the other, each after a warm-up. */
async function measureCalls(label, url, subjects) {
  const runs = {};
  for (const call of callsAbout(subjects)) {
    const load = await readyLoad(url, call);
    // One connection warms the code and the caches without leaving a queue of slow calls behind.
    await measured(load, 1, WARM_MS);
    await settle(url);
    runs[call.key] = await measured(load, CONNECTIONS, RUN_MS);
    await settle(url);
    const { throughput, p95, failures } = runs[call.key];
    console.log(`${label}, ${call.label} : ${throughput} req/s, p95 ${p95} ms, échecs ${failures}`);
  }
  return runs;
}

const takingsCall = (subjects) => callsAbout(subjects).find((call) => call.key === "takings_month");

/** The month's takings asked by one person, one request after the other: what a desk waits. */
async function takingsAlone(label, url, subjects) {
  const load = await readyLoad(url, takingsCall(subjects));
  const times = [];
  for (let i = -2; i < ALONE_REQUESTS; i++) {
    const sent = performance.now();
    const answer = await fetch(load.url, { headers: load.headers });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`Recettes du mois : ${answer.status}`);
    if (i >= 0) times.push(performance.now() - sent);
  }
  times.sort((a, b) => a - b);
  const alone = { requests: times.length, p50: round(quantile(times, 0.5)), max: round(times.at(-1)) };
  console.log(`${label}, recettes du mois seules : p50 ${alone.p50} ms`);
  return alone;
}

/** Slot search alone, then the same while one staff connection reloads the month's takings. */
async function mixedLoad(label, url, subjects) {
  const slots = slotSearchLoad(url);
  const takings = await readyLoad(url, takingsCall(subjects));
  await measured(slots, 1, WARM_MS);
  const alone = await measured(slots, CONNECTIONS, RUN_MS);
  await settle(url);
  const stop = new AbortController();
  const loop = measured(takings, 1, 10 * RUN_MS, stop.signal);
  const withTakings = await measured(slots, CONNECTIONS, RUN_MS);
  stop.abort();
  const reloads = await loop;
  await settle(url);
  const mixed = {
    alone,
    with_takings: withTakings,
    takings: reloads,
    ratio: Math.round((100 * withTakings.throughput) / Math.max(1, alone.throughput)),
  };
  console.log(
    `${label}, créneaux avec les recettes en boucle : ${mixed.ratio} % du débit seul, p99 ${withTakings.p99} ms, ${reloads.requests} recettes`,
  );
  return mixed;
}

/** On the big centre: every call, then the month's takings alone, then the mixed load. */
async function onBig(label, url, query, demo) {
  const likeDemo = demo.subjects.alikeBookings;
  const subjects = await findSubjects(query, { demo: false, today: today(), likeDemo });
  const calls = await measureCalls(`${label}, grand centre`, url, subjects);
  return {
    subjects,
    calls,
    takings_alone: await takingsAlone(label, url, subjects),
    mixed: await mixedLoad(label, url, subjects),
  };
}

async function onDemo(label, url, query) {
  const subjects = await findSubjects(query, { demo: true, today: today() });
  return { subjects, calls: await measureCalls(`${label}, démo`, url, subjects) };
}

/** A SQLite server with `processes` processes on the demo, then on a copy of the big centre. */
async function onSqlite(label, processes, cache) {
  const env = { WEB_CONCURRENCY: String(processes) };
  const serve = async (dataDir, measure) => {
    const server = await startServer(dataDir, { env, readyMs: READY_MS });
    const stop = await started(server.stop);
    try {
      // What the server does once started (upkeep, realignment) is done before anything is measured.
      await settle(server.url);
      return await measure(label, server.url, sqliteQuery(join(dataDir, "app.sqlite")));
    } finally {
      await stop();
    }
  };
  const demo = await serve(freshDataDir(), onDemo);
  const bigDir = freshDataDir();
  copyBigInto(cache, bigDir);
  return { demo, big: await serve(bigDir, (...args) => onBig(...args, demo)) };
}

/** Two instances on `databaseUrl` behind nginx: the first alone first, as it migrates (and seeds the demo). */
async function onPostgresPair(label, databaseUrl, secret, measure) {
  const env = {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: secret,
    WEB_CONCURRENCY: String(PROCESSES_PER_INSTANCE),
  };
  const stops = [];
  try {
    const instances = [];
    for (let i = 0; i < 2; i++) {
      const instance = await startServer(freshDataDir(), { env, readyMs: READY_MS });
      stops.push(await started(instance.stop));
      instances.push(instance);
    }
    const balancer = await startNginx({
      upstreams: instances.map((i) => Number(new URL(i.url).port)),
      tls: false,
    });
    stops.push(await started(balancer.stop));
    await settle(balancer.url);
    return await measure(label, balancer.url, postgresQuery(databaseUrl));
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

async function onPostgres(label, cache) {
  const postgres = await startPostgres();
  const stop = await started(postgres.stop);
  try {
    const bigUrl = await createDatabase(postgres.url, "big");
    console.log("Copie du grand centre dans PostgreSQL (npm run db:copy)…");
    const load = await loadBigIntoPostgres(cache, bigUrl, freshDataDir());
    console.log(
      `Copié en ${(load.copyMs / 1000).toFixed(1)} s, VACUUM ANALYZE en ${(load.vacuumMs / 1000).toFixed(1)} s`,
    );
    const demoUrl = await createDatabase(postgres.url, "demo");
    const demo = await onPostgresPair(label, demoUrl, randomBytes(32).toString("hex"), onDemo);
    const big = await onPostgresPair(label, bigUrl, cacheSecret(cache), (...args) => onBig(...args, demo));
    return { demo, big, load };
  } finally {
    await stop();
  }
}

export async function measureBigData() {
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const began = performance.now();
  try {
    const cache = bigSqliteCache(today());
    const cores = availableParallelism();
    const clusterProcesses = Number(process.env.WEB_CONCURRENCY) || cores;
    const measuredFrom = performance.now();
    const setups = {
      sqlite_one: await onSqlite(labels.sqlite_one, 1, cache),
      sqlite_cluster: await onSqlite(labels.sqlite_cluster, clusterProcesses, cache),
      postgres_two: await onPostgres(labels.postgres_two, cache),
    };
    const durations = {
      generation_ms: cache.generatedMs,
      measures_ms: Math.round(performance.now() - measuredFrom),
      total_ms: Math.round(performance.now() - began),
    };
    return {
      title: "API sur un centre dans sa troisième année, à côté de la démo",
      figures: bigDataFigures(setups, durations),
      server_processes: clusterProcesses,
      processes_per_instance: PROCESSES_PER_INSTANCE,
      durations,
      run: { connections: CONNECTIONS, warm_ms: WARM_MS, run_ms: RUN_MS, timeout_ms: TIMEOUT_MS },
      setups,
    };
  } finally {
    await stopAll();
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    removeDataDirs();
  }
}
