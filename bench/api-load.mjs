// The API under load, every setup in the same run with the same load generator: a bare node:http
// server (the most this machine serves), the real server on SQLite (one process, then one per
// core as `npm start` runs it) and on PostgreSQL (one instance, then two behind nginx). Each
// answers slot search and the catalogue list; then, on the best SQLite and on the two
// PostgreSQL instances, bookings sent all at once at one slot while 200 connections search must
// never take more places than it has.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { startNginx } from "../scripts/nginx-local.mjs";
import { startPostgres } from "../scripts/postgres-server.mjs";
import { runLoad } from "./load-generator.mjs";
import { markdownTable } from "./report.mjs";
import { startServer } from "./server.mjs";
import { measureWeekLoad, weekLoadNote } from "./week-load.mjs";

const WARM_MS = 2_000;
const RUN_MS = 10_000;
const slotSearchPath = "/api/booking/slots/get_slots_by_dates/";
const cataloguePath = "/api/booking/services/?page=1&page_size=6";
// What a phone sends: a JSON body, and it takes brotli.
const headers = { "Content-Type": "application/json", "Accept-Encoding": "gzip, deflate, br" };
// Each PostgreSQL instance serves with one process: two instances are as many processes as the
// SQLite cluster has on two cores.
const PROCESSES_PER_INSTANCE = 1;

/** A fresh data folder for a server, removed by `removeDataDirs` once the measures are done. */
const dataDirs = [];
function freshDataDir() {
  const dir = mkdtempSync(join(tmpdir(), "bench-api-"));
  dataDirs.push(dir);
  return dir;
}
const removeDataDirs = () => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
};

const isoDay = (offsetDays) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** CPU time (ms) a process and its children have used so far, where the system tells (Linux). */
function cpuMs(pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/);
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    return own + children.filter(Boolean).reduce((sum, child) => sum + (cpuMs(child) ?? 0), 0);
  } catch {
    return null;
  }
}
const cpuOf = (pids) => {
  const each = pids.map(cpuMs);
  return each.includes(null) ? null : each.reduce((a, b) => a + b, 0);
};

/** A bare node:http server in its own process: the most this machine serves, for comparison. */
async function bareServer() {
  const code = `const s = require("node:http").createServer((q, r) => { r.writeHead(200, { "Content-Type": "text/plain" }); r.end("Bonjour"); });
s.listen(0, "127.0.0.1", () => console.log(s.address().port));`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise((resolve) => child.stdout.once("data", (d) => resolve(Number(d))));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

/** Registers, verifies (code read from the demo outbox) and logs in a member; answers the access token. */
export async function newMember(url, email) {
  const password = "Bench2026x";
  const post = (path, body) =>
    fetch(`${url}/api/${path}`, { method: "POST", headers, body: JSON.stringify(body) }).then((r) =>
      r.json(),
    );
  await post("accounts/register/", {
    first_name: "Awa",
    last_name: "Banc",
    email,
    password,
    password2: password,
  });
  // The mail leaves just after the answer: the outbox is read until it is there.
  let otp;
  for (let tries = 0; !otp && tries < 100; tries++) {
    if (tries) await new Promise((resolve) => setTimeout(resolve, 50));
    const mail = await fetch(`${url}/api/dev/mail?to=${encodeURIComponent(email)}`).then((r) => r.json());
    otp = mail[0]?.text.match(/: (\d{4})\n/)?.[1];
  }
  await post("accounts/checkOTP/", { email, otp, purpose: "register" });
  const login = await post("accounts/login/", { username: email, password });
  if (!login.body?.access) throw new Error(`Connexion impossible pour ${email} : ${JSON.stringify(login)}`);
  return login.body.access;
}

/**
 * Members each ask, all at once, for the most bookings they may hold on one slot: more than its
 * places. Answers how many were accepted, and the places the database holds for the slot
 * (`heldPlaces(slotId)` reads them there).
 */
async function overbookingCheck(url, heldPlaces) {
  const day = isoDay(3);
  const byDate = await fetch(`${url}${slotSearchPath}`, {
    method: "POST",
    headers,
    body: JSON.stringify({ service_id: 4, dates: [day, isoDay(9)] }),
  }).then((r) => r.json());
  const slot = Object.values(byDate)
    .flat()
    .find((s) => s.remaining_capacity === s.capacity && s.capacity > 1);
  const service = await fetch(`${url}/api/booking/services/${slot.service}/`).then((r) => r.json());
  const factor = 1 - slot.pct_discount / 100;
  const booking = {
    service: slot.service,
    slot: slot.id,
    price: Math.round(service.price * factor),
    credit_price: Math.round(service.credit_price * factor),
    private_option: false,
    number_person: 1,
  };
  // Each member may hold 3 unpaid bookings: enough members for twice the places.
  const members = Math.ceil((2 * slot.capacity) / 3);
  const tokens = await Promise.all(
    Array.from({ length: members }, (_, i) => newMember(url, `banc${i}@example.com`)),
  );
  const attempts = tokens.flatMap((token) => Array.from({ length: 3 }, () => token));
  const statuses = await Promise.all(
    attempts.map((token) =>
      fetch(`${url}/api/booking/booking/create/`, {
        method: "POST",
        headers: { ...headers, Authorization: `Bearer ${token}` },
        body: JSON.stringify(booking),
      }).then((r) => r.status),
    ),
  );
  const held = await heldPlaces(slot.id);
  const after = await fetch(`${url}${slotSearchPath}`, {
    method: "POST",
    headers,
    body: JSON.stringify({ service_id: slot.service, dates: [slot.date, slot.date] }),
  }).then((r) => r.json());
  const listed = after[slot.date].find((s) => s.id === slot.id);
  return {
    capacity: slot.capacity,
    attempts: attempts.length,
    accepted: statuses.filter((s) => s === 201).length,
    server_errors: statuses.filter((s) => s >= 500).length,
    held,
    listed_remaining: listed.remaining_capacity,
  };
}

const heldSql =
  "SELECT coalesce(sum(number_person), 0) AS persons FROM bookings WHERE slot_id = $1 AND cancelled_at IS NULL";

const sqliteHeld = (dataDir) => async (slotId) => {
  const db = new Database(join(dataDir, "app.sqlite"), { readonly: true });
  try {
    return db.prepare(heldSql.replace("$1", "?")).get(slotId).persons;
  } finally {
    db.close();
  }
};

const postgresHeld = (databaseUrl) => async (slotId) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query(heldSql, [slotId])).rows[0].persons);
  } finally {
    await client.end();
  }
};

/** Every service, over five days from three starting days: 36 different answers. */
export function slotSearchLoad(url) {
  const bodies = [];
  for (let service = 1; service <= 12; service++)
    for (const start of [1, 2, 3])
      bodies.push(JSON.stringify({ service_id: service, dates: [isoDay(start), isoDay(start + 4)] }));
  return { url: `${url}${slotSearchPath}`, method: "POST", headers, bodies };
}

/** The catalogue's first page, as the home and services pages ask for it. */
export const catalogueLoad = (url) => ({ url: `${url}${cataloguePath}`, headers });

/** A run at 50 connections after a warm-up, with the CPU the given processes used per request. */
async function at50(load, pids) {
  await runLoad({ ...load, connections: 50, durationMs: WARM_MS });
  const before = cpuOf(pids);
  const run = await runLoad({ ...load, connections: 50, durationMs: RUN_MS });
  const after = cpuOf(pids);
  const cpu_us =
    before === null || after === null ? null : Math.round(((after - before) * 1000) / run.requests);
  return { ...run, cpu_us };
}

/** Answers that are not a success, requests that timed out, connections that failed. */
const failures = (run) => run.requests - run.statuses["2xx"] + run.timeouts + run.errors;

/** Slot search then the catalogue list, each at 50 connections. */
async function bothAt50(label, url, pids) {
  const slots = await at50(slotSearchLoad(url), pids);
  console.log(`${label}, créneaux : ${slots.throughput} requêtes/s, p95 ${slots.p95} ms`);
  const catalogue = await at50(catalogueLoad(url), pids);
  console.log(`${label}, catalogue : ${catalogue.throughput} requêtes/s, p95 ${catalogue.p95} ms`);
  return { slots, catalogue };
}

/**
 * The same slot search once nobody and no room is mapped to any service (the mappings kept aside
 * and put back): today's figure, before people and rooms counted, in the same run. `sql(text)`
 * runs a statement on the server's database and answers its rows.
 */
async function withoutPeople(label, url, pids, sql) {
  const people = await sql("select practitioner_id, service_id from practitioner_services");
  const rooms = await sql("select service_id, room_id from service_rooms");
  await sql("delete from practitioner_services");
  await sql("delete from service_rooms");
  try {
    const run = await at50(slotSearchLoad(url), pids);
    console.log(
      `${label}, créneaux sans praticiens ni salles : ${run.throughput} requêtes/s, p95 ${run.p95} ms`,
    );
    return run;
  } finally {
    for (const r of people)
      await sql(
        `insert into practitioner_services values (${Number(r.practitioner_id)}, ${Number(r.service_id)})`,
      );
    for (const r of rooms)
      await sql(`insert into service_rooms values (${Number(r.service_id)}, ${Number(r.room_id)})`);
  }
}

const sqliteSql = (dataDir) => async (text) => {
  const db = new Database(join(dataDir, "app.sqlite"));
  try {
    const statement = db.prepare(text);
    if (statement.reader) return statement.all();
    statement.run();
    return [];
  } finally {
    db.close();
  }
};

const postgresSql = (databaseUrl) => async (text) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
};

/** 200 connections search while members book one slot past its places (their writes drop kept answers). */
async function underPressure(label, url, heldPlaces) {
  const at200Run = runLoad({ ...slotSearchLoad(url), connections: 200, durationMs: RUN_MS });
  await new Promise((resolve) => setTimeout(resolve, RUN_MS / 4));
  const overbooking = await overbookingCheck(url, heldPlaces);
  const at200 = await at200Run;
  console.log(`${label}, créneaux à 200 connexions : ${at200.throughput} requêtes/s, p95 ${at200.p95} ms`);
  return { at200, overbooking };
}

const labels = {
  sqlite_one: "SQLite, 1 processus",
  sqlite_cluster: "SQLite, cluster",
  postgres_one: "PostgreSQL, 1 instance",
  postgres_two: "PostgreSQL, 2 instances",
};

export async function measureApiLoad() {
  try {
    const api = await measureAll();
    // The desk's week to plan, on a full week, in the same run.
    const { figures, week } = await measureWeekLoad();
    return { ...api, figures: [...api.figures, ...figures], week };
  } finally {
    removeDataDirs();
  }
}

async function measureAll() {
  const cores = availableParallelism();
  const clusterProcesses = Number(process.env.WEB_CONCURRENCY) || cores;
  const bare = await bareServer();
  let bareRun;
  try {
    await runLoad({ url: bare.url, connections: 50, durationMs: WARM_MS });
    bareRun = await runLoad({ url: bare.url, connections: 50, durationMs: RUN_MS });
  } finally {
    bare.stop();
  }
  console.log(`node:http nu : ${bareRun.throughput} requêtes/s`);

  const setups = {};
  const pressure = {};
  const noPeople = {};
  {
    const dataDir = freshDataDir();
    const server = await startServer(dataDir, {
      env: { WEB_CONCURRENCY: "1" },
    });
    try {
      setups.sqlite_one = await bothAt50(labels.sqlite_one, server.url, [server.pid]);
      noPeople.sqlite_one = await withoutPeople(
        labels.sqlite_one,
        server.url,
        [server.pid],
        sqliteSql(dataDir),
      );
    } finally {
      await server.stop();
    }
  }
  {
    const dataDir = freshDataDir();
    const server = await startServer(dataDir, { env: { WEB_CONCURRENCY: String(clusterProcesses) } });
    try {
      setups.sqlite_cluster = await bothAt50(labels.sqlite_cluster, server.url, [server.pid]);
      pressure.sqlite_cluster = await underPressure(labels.sqlite_cluster, server.url, sqliteHeld(dataDir));
    } finally {
      await server.stop();
    }
  }
  const postgres = await startPostgres();
  const instances = [];
  let balancer = null;
  try {
    const admin = new pg.Client({ connectionString: `${postgres.url}/postgres` });
    await admin.connect();
    await admin.query("create database bench");
    await admin.end();
    const databaseUrl = `${postgres.url}/bench`;
    const env = {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString("hex"),
      WEB_CONCURRENCY: String(PROCESSES_PER_INSTANCE),
    };
    const instance = () => startServer(freshDataDir(), { env });
    // The first migrates and writes the demo data; the second finds them there.
    instances.push(await instance());
    const one = instances[0];
    setups.postgres_one = await bothAt50(labels.postgres_one, one.url, [one.pid, postgres.pid()]);
    instances.push(await instance());
    // The shipped nginx configuration (deploy/nginx/), without TLS: the load generator speaks plain HTTP.
    balancer = await startNginx({ upstreams: instances.map((i) => Number(new URL(i.url).port)), tls: false });
    const pids = [...instances.map((i) => i.pid), balancer.pid, postgres.pid()];
    setups.postgres_two = await bothAt50(labels.postgres_two, balancer.url, pids);
    noPeople.postgres_two = await withoutPeople(
      labels.postgres_two,
      balancer.url,
      pids,
      postgresSql(databaseUrl),
    );
    pressure.postgres_two = await underPressure(labels.postgres_two, balancer.url, postgresHeld(databaseUrl));
  } finally {
    await balancer?.stop();
    await Promise.all(instances.map((i) => i.stop()));
    postgres.stop();
  }

  const best = setups.sqlite_cluster.slots;
  const two = setups.postgres_two.slots;
  const shareOfBare = Math.round((100 * best.throughput) / bareRun.throughput);
  const postgresShare = Math.round((100 * two.throughput) / best.throughput);
  const figures = [{ name: "Serveur node:http nu, 50 connexions", value: bareRun.throughput, unit: "req/s" }];
  for (const [key, label] of Object.entries(labels)) {
    const { slots, catalogue } = setups[key];
    const goals = {
      sqlite_cluster: { throughput: { min: Math.ceil(bareRun.throughput / 4) }, p95: { max: 20 } },
      postgres_two: { throughput: { min: Math.ceil((best.throughput * 60) / 100) }, p95: { max: 50 } },
    }[key];
    figures.push(
      {
        name: `${label} : créneaux, 50 connexions`,
        value: slots.throughput,
        unit: "req/s",
        ...goals?.throughput,
      },
      { name: `${label} : créneaux, latence p95`, value: slots.p95, unit: "ms", ...goals?.p95 },
      { name: `${label} : catalogue, 50 connexions`, value: catalogue.throughput, unit: "req/s" },
      {
        name: `${label} : catalogue rapporté aux créneaux`,
        value: Math.round((100 * catalogue.throughput) / slots.throughput),
        unit: "%",
        min: 100,
      },
      {
        name: `${label} : échecs à 50 connexions`,
        value: failures(slots) + failures(catalogue),
        unit: "count",
        max: 0,
      },
    );
  }
  // Slot search with the demo's people and rooms against the same search without them (today's).
  for (const [key, maxP95] of [
    ["sqlite_one", 10],
    ["postgres_two", 50],
  ]) {
    const label = labels[key];
    const withPeople = setups[key].slots;
    const without = noPeople[key];
    figures.push(
      {
        name: `${label} : créneaux sans praticiens ni salles (référence)`,
        value: without.throughput,
        unit: "req/s",
      },
      {
        name: `${label} : créneaux avec praticiens et salles rapportés à sans`,
        value: Math.round((100 * withPeople.throughput) / without.throughput),
        unit: "%",
        min: 80,
      },
      {
        name: `${label} : créneaux avec praticiens et salles, latence p95`,
        value: withPeople.p95,
        unit: "ms",
        max: maxP95,
      },
    );
  }
  figures.push(
    { name: "Créneaux, SQLite (cluster) rapporté au serveur nu", value: shareOfBare, unit: "%", min: 25 },
    {
      name: "Créneaux, PostgreSQL (2 instances) rapporté à SQLite (cluster)",
      value: postgresShare,
      unit: "%",
      min: 60,
    },
  );
  for (const [key, { at200, overbooking }] of Object.entries(pressure)) {
    const label = labels[key];
    figures.push(
      { name: `${label} : créneaux, 200 connexions`, value: at200.throughput, unit: "req/s" },
      { name: `${label} : latence p95, 200 connexions`, value: at200.p95, unit: "ms" },
      {
        name: `${label} : réponses 5xx, 200 connexions`,
        value: at200.statuses["5xx"],
        unit: "count",
        max: 0,
      },
      {
        name: `${label} : délais dépassés (10 s), 200 connexions`,
        value: at200.timeouts,
        unit: "count",
        max: 0,
      },
      { name: `${label} : erreurs de connexion, 200 connexions`, value: at200.errors, unit: "count", max: 0 },
      {
        name: `${label} : réservations simultanées sur un créneau`,
        value: overbooking.attempts,
        unit: "count",
      },
      {
        name: `${label} : réservations acceptées`,
        value: overbooking.accepted,
        unit: "count",
        max: overbooking.capacity,
      },
      {
        name: `${label} : places prises en base`,
        value: overbooking.held,
        unit: "count",
        max: overbooking.capacity,
      },
      {
        name: `${label} : réservations en erreur 5xx`,
        value: overbooking.server_errors,
        unit: "count",
        max: 0,
      },
    );
  }
  return {
    title: "API sous charge : SQLite et PostgreSQL",
    figures,
    cores,
    server_processes: clusterProcesses,
    processes_per_instance: PROCESSES_PER_INSTANCE,
    runs: { bare: bareRun, ...setups },
    without_people: noPeople,
    pressure,
  };
}

const cell = (value) => (value === null || value === undefined ? "—" : String(value));

/** The README's notes under the table. */
export function apiLoadDetails(section) {
  const rows = [];
  for (const [key, label] of Object.entries(labels)) {
    const runs = section.runs[key];
    if (!runs) continue;
    for (const [what, run] of [
      ["créneaux", runs.slots],
      ["catalogue", runs.catalogue],
    ])
      rows.push([label, what, run.throughput, run.p50, run.p95, run.p99, failures(run), cell(run.cpu_us)]);
  }
  const notes = [
    `Le générateur de charge (Node, connexions HTTP/1.1 gardées ouvertes, ${RUN_MS / 1000} s par mesure après ${WARM_MS / 1000} s de mise en route) tourne sur la même machine que les serveurs : sur ${section.cores} cœurs, il leur prend une part du processeur, au serveur nu comme aux autres. Chaque configuration tourne seule, l'une après l'autre.`,
    `Le vrai serveur reçoit ce qu'un téléphone envoie (\`Accept-Encoding: gzip, deflate, br\`). Créneaux : \`get_slots_by_dates\` (corps JSON) pour les 12 services sur 5 jours, à partir de 3 jours différents, 36 réponses différentes ; catalogue : \`GET ${cataloguePath}\`. Les unes et les autres sont gardées en mémoire, compressées, après la première, tant que ne change pas le numéro de version que tient la base (relu pour chaque requête ; celles qui arrivent pendant une lecture partagent la suivante).`,
    `SQLite : un processus (\`WEB_CONCURRENCY=1\`), puis le cluster de \`npm start\` (${section.server_processes} processus, un par cœur), la référence des objectifs : le meilleur de SQLite sur cette machine. PostgreSQL : un serveur privé que le banc démarre, celui des tests (écriture non durable : \`fsync=off\` ; la recherche et le catalogue ne font que lire) ; une instance, puis deux, chacune avec ${section.processes_per_instance} processus (\`WEB_CONCURRENCY=${section.processes_per_instance}\` : autant de processus de service en tout que le cluster SQLite), derrière nginx (le paquet Debian) avec la configuration livrée (\`deploy/nginx/\`, sans TLS : le générateur de charge parle HTTP) : chaque requête à l'instance suivante, sur une connexion neuve vers l'instance, pour qu'un redémarrage ne perde jamais une requête.`,
    "",
    ...markdownTable(
      ["Configuration", "Requête", "req/s", "p50 (ms)", "p95 (ms)", "p99 (ms)", "Échecs", "CPU µs/req"],
      rows,
    ),
    "",
    "Échecs : réponses autres que 2xx, délais dépassés (10 s) et erreurs de connexion. CPU : le temps processeur, par requête, des processus du serveur (et, sur PostgreSQL, du répartiteur et de PostgreSQL) ; celui du générateur n'y est pas.",
  ];
  for (const [key, { overbooking: o }] of Object.entries(section.pressure ?? {}))
    notes.push(
      `${labels[key]} : pendant la mesure à 200 connexions, ${Math.ceil(o.attempts / 3)} membres s'inscrivent et se connectent (scrypt, le calcul le plus lourd du serveur, qui prend sa part du débit) puis envoient en même temps ${o.attempts} réservations d'une personne sur un créneau de ${o.capacity} places : ${o.accepted} acceptées, ${o.held} places prises en base, ${o.listed_remaining} place(s) restante(s) affichée(s) ensuite par la recherche.`,
    );
  if (section.week) notes.push(weekLoadNote(section.week));
  return notes;
}
