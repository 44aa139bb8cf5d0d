// Profile photos against the real server (2 serving processes, as `npm start` runs on 2 cores): one
// member sends the same large PNG 40 times at once while phones read the catalogue; then 40 members
// each send a photo at the size limit at once, which the server really decodes. Each serving
// process's memory is read from the system before, during and after.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import sharp from "sharp";
import { newMember } from "./api-load.mjs";
import { runLoad } from "./load-generator.mjs";
import { startServer } from "./server.mjs";

const WORKERS = 2;
const UPLOADS = 40;
const HUGE_SIDE = 7000;
// The largest picture the server decodes (12.6 million pixels).
const LIMIT_SIZE = { width: 4096, height: 3072 };
const CONNECTIONS = 10;
const BASELINE_MS = 5_000;
const SETTLE_MS = 5_000;
const cataloguePath = "/api/booking/services/?page=1&page_size=6";
const MB = 1024 * 1024;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const round = (n) => Math.round(n * 10) / 10;

/** The serving processes of the server (children of its primary), once they are all up. */
async function servingProcesses(pid) {
  for (let i = 0; i < 100; i++) {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/);
    if (children.filter(Boolean).length === WORKERS) return children.map(Number);
    await sleep(100);
  }
  throw new Error(`Le serveur n'a pas ${WORKERS} processus de service.`);
}

/** Resident memory of a process, in bytes. */
const rss = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) * 1024;

const png = (width, height) =>
  sharp({ create: { width, height, channels: 3, background: "#0f5c4d" } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/** A thread ready to send `picture` once per token, all at once, when told; answers the statuses. */
async function uploader(url, tokens, picture) {
  const thread = new Worker(new URL("./upload-burst.mjs", import.meta.url), {
    workerData: { url, tokens, picture },
  });
  const next = () => new Promise((resolve) => thread.once("message", resolve));
  await next();
  return {
    send: async () => {
      const answered = next();
      thread.postMessage("go");
      const statuses = await answered;
      await thread.terminate();
      return statuses;
    },
  };
}

/**
 * Sends `uploads` (one per token) at once while the catalogue is loaded; answers their statuses,
 * how long they took, the catalogue's p95 over the requests sent meanwhile, and each serving
 * process's memory before, at its peak and `SETTLE_MS` after.
 */
async function burst(server, pids, tokens, picture) {
  const sender = await uploader(server.url, tokens, picture);
  const before = pids.map(rss);
  const peak = [...before];
  const samples = [];
  const stop = new AbortController();
  const load = runLoad({
    url: `${server.url}${cataloguePath}`,
    connections: CONNECTIONS,
    durationMs: 600_000,
    signal: stop.signal,
    onAnswer: (sentAt, ms) => samples.push([sentAt, ms]),
  });
  const watch = setInterval(() => {
    for (const [i, pid] of pids.entries()) peak[i] = Math.max(peak[i], rss(pid));
  }, 50);
  await sleep(500);
  const start = performance.now();
  const statuses = await sender.send();
  const end = performance.now();
  await sleep(200);
  stop.abort();
  const whole = await load;
  clearInterval(watch);
  const during = samples.filter(([sentAt]) => sentAt >= start && sentAt <= end).map(([, ms]) => ms);
  await sleep(SETTLE_MS);
  const after = pids.map(rss);
  const count = (status) => statuses.filter((s) => s === status).length;
  return {
    seconds: round((end - start) / 1000),
    answers: { 200: count(200), 400: count(400), 429: count(429) },
    other_statuses: statuses.filter((s) => ![200, 400, 429].includes(s)),
    catalogue_during: { requests: during.length, p95: round(quantile(during, 0.95)) },
    catalogue_window: {
      requests: whole.requests,
      p95: whole.p95,
      errors: whole.errors,
      statuses: whole.statuses,
    },
    memory_mb: pids.map((pid, i) => ({
      pid,
      before: round(before[i] / MB),
      peak: round(peak[i] / MB),
      after: round(after[i] / MB),
      growth: round((after[i] - before[i]) / MB),
    })),
  };
}

export async function measureUploads() {
  const huge = await png(HUGE_SIDE, HUGE_SIDE);
  const atLimit = await png(LIMIT_SIZE.width, LIMIT_SIZE.height);
  const dataDir = mkdtempSync(join(tmpdir(), "bench-uploads-"));
  const server = await startServer(dataDir, { env: { WEB_CONCURRENCY: String(WORKERS) } });
  try {
    const pids = await servingProcesses(server.pid);
    const login = await fetch(`${server.url}/api/accounts/login/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "demo@example.com", password: "Demo2026!" }),
    }).then((r) => r.json());
    const demo = login.body.access;
    const catalogue = { url: `${server.url}${cataloguePath}`, connections: CONNECTIONS };
    await runLoad({ ...catalogue, durationMs: 2_000 });
    const baseline = await runLoad({ ...catalogue, durationMs: BASELINE_MS });
    console.log(`Catalogue seul : ${baseline.throughput} requêtes/s, p95 ${baseline.p95} ms`);

    const oneMember = await burst(server, pids, Array(UPLOADS).fill(demo), huge);
    console.log(`${UPLOADS} envois de ${HUGE_SIDE}×${HUGE_SIDE} par un membre :`, JSON.stringify(oneMember));
    // One after another: their password hashing (scrypt, 128 MiB each) is done before the next
    // burst's memory is first read.
    const members = [];
    for (let i = 0; i < UPLOADS; i++) members.push(await newMember(server.url, `photo${i}@example.com`));
    const manyMembers = await burst(server, pids, members, atLimit);
    console.log(`${UPLOADS} envois à la limite par ${UPLOADS} membres :`, JSON.stringify(manyMembers));

    const growth = (run) => Math.max(...run.memory_mb.map((m) => m.growth));
    const peak = (run) => Math.max(...run.memory_mb.map((m) => m.peak));
    const ratio = (run) => round(run.catalogue_during.p95 / baseline.p95);
    return {
      title: "API : photos de profil envoyées en masse",
      figures: [
        { name: "Catalogue seul, p95", value: baseline.p95, unit: "ms" },
        {
          name: `Un membre, ${UPLOADS} PNG ${HUGE_SIDE}×${HUGE_SIDE} à la fois : durée`,
          value: oneMember.seconds,
          unit: "s",
        },
        { name: "Un membre : photos décodées (200)", value: oneMember.answers[200], unit: "count", max: 1 },
        {
          name: "Un membre : mémoire gagnée par processus (pire)",
          value: growth(oneMember),
          unit: "Mo",
          max: 150,
        },
        { name: "Un membre : mémoire au plus haut (pire processus)", value: peak(oneMember), unit: "Mo" },
        {
          name: "Un membre : catalogue p95 pendant les envois",
          value: oneMember.catalogue_during.p95,
          unit: "ms",
        },
        { name: "Un membre : p95 rapporté au catalogue seul", value: ratio(oneMember), unit: "×", max: 2 },
        {
          name: `${UPLOADS} membres, un PNG 4096×3072 chacun : durée`,
          value: manyMembers.seconds,
          unit: "s",
        },
        {
          name: `${UPLOADS} membres : photos décodées (200)`,
          value: manyMembers.answers[200],
          unit: "count",
        },
        {
          name: `${UPLOADS} membres : mémoire gagnée par processus (pire)`,
          value: growth(manyMembers),
          unit: "Mo",
          max: 150,
        },
        {
          name: `${UPLOADS} membres : mémoire au plus haut (pire processus)`,
          value: peak(manyMembers),
          unit: "Mo",
        },
        {
          name: `${UPLOADS} membres : catalogue p95 pendant les envois`,
          value: manyMembers.catalogue_during.p95,
          unit: "ms",
        },
        {
          name: "Réponses 5xx",
          value: [...oneMember.other_statuses, ...manyMembers.other_statuses].filter((s) => s >= 500).length,
          unit: "count",
          max: 0,
        },
      ],
      server_processes: WORKERS,
      png_kib: { huge: round(huge.length / 1024), at_limit: round(atLimit.length / 1024) },
      baseline: { throughput: baseline.throughput, p50: baseline.p50, p95: baseline.p95 },
      one_member: oneMember,
      many_members: manyMembers,
    };
  } finally {
    await server.stop();
  }
}

/** The README's notes under the table. */
export function uploadsDetails(section) {
  const one = section.one_member;
  const many = section.many_members;
  const answers = (run) =>
    Object.entries(run.answers)
      .filter(([, n]) => n > 0)
      .map(([status, n]) => `${n} × ${status}`)
      .join(", ");
  const memory = (run) =>
    run.memory_mb.map((m) => `${m.before} → ${m.peak} (au plus haut) → ${m.after} Mo`).join(" ; ");
  return [
    `Le vrai serveur tourne comme \`npm start\` le lance, avec ${section.server_processes} processus de service ; le générateur de charge lit le catalogue (\`GET ${cataloguePath}\`) sur ${CONNECTIONS} connexions pendant chaque salve, et la même machine sert de téléphone. Le p95 « pendant les envois » ne compte que les requêtes envoyées entre le premier envoi et la dernière réponse ; la mémoire de chaque processus de service (RSS) est relue ${SETTLE_MS / 1000} s après la salve.`,
    `Un membre envoie ${UPLOADS} fois à la fois un PNG d'une seule couleur de ${HUGE_SIDE}×${HUGE_SIDE} pixels (${section.png_kib.huge} Kio) : ${answers(one)} en ${one.seconds} s ; mémoire par processus : ${memory(one)}.`,
    `Puis ${UPLOADS} membres envoient chacun, à la fois, un PNG de 4096×3072 pixels (${section.png_kib.at_limit} Kio, la taille la plus grande que le serveur décode) : ${answers(many)} en ${many.seconds} s ; catalogue p95 ${many.catalogue_during.p95} ms pendant les envois ; mémoire par processus : ${memory(many)}.`,
  ];
}
