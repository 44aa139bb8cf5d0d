// Slot search under load: the real server (as `npm start` runs it, one process per core) against a
// bare node:http server measured in the same run with the same load generator, then bookings sent
// all at once at one slot, which must never take more places than it has.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { runLoad } from "./load-generator.mjs";
import { startServer } from "./server.mjs";

const WARM_MS = 2_000;
const RUN_MS = 10_000;
const slotSearchPath = "/api/booking/slots/get_slots_by_dates/";
// What a phone sends: a JSON body, and it takes brotli.
const headers = { "Content-Type": "application/json", "Accept-Encoding": "gzip, deflate, br" };

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
  const mail = await fetch(`${url}/api/dev/mail?to=${encodeURIComponent(email)}`).then((r) => r.json());
  const otp = mail[0]?.text.match(/: (\d{4})\n/)?.[1];
  await post("accounts/checkOTP/", { email, otp, purpose: "register" });
  const login = await post("accounts/login/", { username: email, password });
  if (!login.body?.access) throw new Error(`Connexion impossible pour ${email} : ${JSON.stringify(login)}`);
  return login.body.access;
}

/**
 * Members each ask, all at once, for the most bookings they may hold on one slot: more than its
 * places. Answers how many were accepted, and the places the database holds for the slot.
 */
async function overbookingCheck(url, dataDir) {
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
  const db = new Database(join(dataDir, "app.sqlite"), { readonly: true });
  const held = db
    .prepare(
      "SELECT coalesce(sum(number_person), 0) AS persons FROM bookings WHERE slot_id = ? AND cancelled_at IS NULL",
    )
    .get(slot.id).persons;
  db.close();
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

export async function measureApiLoad() {
  const cores = availableParallelism();
  const bare = await bareServer();
  let bareRun;
  try {
    await runLoad({ url: bare.url, connections: 50, durationMs: WARM_MS });
    bareRun = await runLoad({ url: bare.url, connections: 50, durationMs: RUN_MS });
  } finally {
    bare.stop();
  }
  console.log(`node:http nu : ${bareRun.throughput} requêtes/s`);

  const dataDir = mkdtempSync(join(tmpdir(), "bench-api-"));
  const server = await startServer(dataDir);
  try {
    // Every service, over five days from three starting days: 36 different answers.
    const bodies = [];
    for (let service = 1; service <= 12; service++)
      for (const start of [1, 2, 3])
        bodies.push(JSON.stringify({ service_id: service, dates: [isoDay(start), isoDay(start + 4)] }));
    const load = { url: `${server.url}${slotSearchPath}`, method: "POST", headers, bodies };
    await runLoad({ ...load, connections: 50, durationMs: WARM_MS });
    const cpuBefore = cpuMs(server.pid);
    const at50 = await runLoad({ ...load, connections: 50, durationMs: RUN_MS });
    const cpuAfter = cpuMs(server.pid);
    console.log(`Recherche de créneaux, 50 connexions : ${at50.throughput} requêtes/s, p95 ${at50.p95} ms`);
    // The bookings are sent while 200 connections search: their writes drop kept answers under load.
    const at200Run = runLoad({ ...load, connections: 200, durationMs: RUN_MS });
    await new Promise((resolve) => setTimeout(resolve, RUN_MS / 4));
    const overbooking = await overbookingCheck(server.url, dataDir);
    const at200 = await at200Run;
    console.log(
      `Recherche de créneaux, 200 connexions : ${at200.throughput} requêtes/s, p95 ${at200.p95} ms`,
    );
    const cpuPerRequest =
      cpuBefore === null || cpuAfter === null
        ? null
        : Math.round(((cpuAfter - cpuBefore) * 1000) / at50.requests);
    const share = Math.round((100 * at50.throughput) / bareRun.throughput);
    const minThroughput = Math.ceil(bareRun.throughput / 4);
    return {
      title: "API : recherche de créneaux sous charge",
      figures: [
        { name: "Serveur node:http nu, 50 connexions", value: bareRun.throughput, unit: "req/s" },
        {
          name: "Recherche de créneaux (5 jours), 50 connexions",
          value: at50.throughput,
          unit: "req/s",
          min: minThroughput,
        },
        { name: "Débit rapporté au serveur nu", value: share, unit: "%", min: 25 },
        { name: "Latence p50, 50 connexions", value: at50.p50, unit: "ms" },
        { name: "Latence p95, 50 connexions", value: at50.p95, unit: "ms", max: 20 },
        { name: "Latence p99, 50 connexions", value: at50.p99, unit: "ms" },
        ...(cpuPerRequest === null
          ? []
          : [{ name: "Temps processeur du serveur par requête", value: cpuPerRequest, unit: "µs" }]),
        { name: "Recherche de créneaux, 200 connexions", value: at200.throughput, unit: "req/s" },
        { name: "Latence p95, 200 connexions", value: at200.p95, unit: "ms" },
        { name: "Réponses 5xx, 200 connexions", value: at200.statuses["5xx"], unit: "count", max: 0 },
        { name: "Délais dépassés (10 s), 200 connexions", value: at200.timeouts, unit: "count", max: 0 },
        { name: "Erreurs de connexion, 200 connexions", value: at200.errors, unit: "count", max: 0 },
        { name: "Réservations simultanées sur un créneau", value: overbooking.attempts, unit: "count" },
        {
          name: "Réservations acceptées",
          value: overbooking.accepted,
          unit: "count",
          max: overbooking.capacity,
        },
        { name: "Places prises en base", value: overbooking.held, unit: "count", max: overbooking.capacity },
        { name: "Réservations en erreur 5xx", value: overbooking.server_errors, unit: "count", max: 0 },
      ],
      cores,
      server_processes: Number(process.env.WEB_CONCURRENCY) || cores,
      runs: { bare: bareRun, at50, at200 },
      overbooking,
    };
  } finally {
    await server.stop();
  }
}

/** The README's notes under the table. */
export function apiLoadDetails(section) {
  const { overbooking: o } = section;
  return [
    `Le générateur de charge (Node, connexions HTTP/1.1 gardées ouvertes, ${RUN_MS / 1000} s par mesure après ${WARM_MS / 1000} s de mise en route) tourne sur la même machine que le serveur : sur ${section.cores} cœurs, il leur prend une part du processeur, au serveur nu comme au vrai.`,
    `Le vrai serveur tourne comme \`npm start\` le lance : ${section.server_processes} processus (un par cœur). Il reçoit ce qu'un téléphone envoie (corps JSON, \`Accept-Encoding: gzip, deflate, br\`) pour les 12 services sur 5 jours, à partir de 3 jours différents : 36 réponses différentes, gardées en mémoire après la première.`,
    `Pendant la mesure à 200 connexions, ${Math.ceil(o.attempts / 3)} membres s'inscrivent et se connectent (scrypt, le calcul le plus lourd du serveur, qui prend sa part du débit) puis envoient en même temps ${o.attempts} réservations d'une personne sur un créneau de ${o.capacity} places : ${o.accepted} acceptées, ${o.held} places prises en base, ${o.listed_remaining} place(s) restante(s) affichée(s) ensuite par la recherche.`,
  ];
}
