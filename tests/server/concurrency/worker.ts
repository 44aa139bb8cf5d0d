import { parentPort, workerData } from "node:worker_threads";
import type Database from "better-sqlite3";
import pg from "pg";
import { createApp } from "../../../server/app";
import { openDatabase } from "../../../server/db/open";
import type { AppDeps } from "../../../server/deps";
import { deliverDueMail } from "../../../server/domain/mail-queue";
import { outboxMailer } from "../../../server/domain/mailers";
import { queueDueReminders } from "../../../server/domain/reminders";
import { backgroundSettled } from "../../../server/lib/background";
import { messengersFor } from "../../../server/messaging/messengers";
import { brand } from "../../../src/brand";
import type { WorkerInput, WorkerResult } from "./parallel";

/**
 * One worker thread: its own connection to the shared database file and its own app, as a second
 * server process would have. It waits for the others, then sends all its requests at once.
 */
const input = workerData as WorkerInput;
const database = await openDatabase(input.dbFile, { migrate: false });
const { db } = database;
if (input.statementDelayMs) {
  if (database.sqlite) slowStatements(database.sqlite, input.statementDelayMs);
  else slowPostgresStatements(input.statementDelayMs);
}
const clock = { now: () => new Date(input.now) };
const deps: AppDeps = {
  db,
  database,
  clock,
  mailer: input.keepMail ? outboxMailer(db, clock, () => {}) : { send: async () => {} },
  log: () => {},
  config: {
    jwtSecret: Buffer.from(input.jwtSecretHex, "hex"),
    demoMode: true,
    passwordCost: { N: 2 ** 10, r: 8, p: 1 },
    mediaDir: input.mediaDir,
    distDir: null,
    providers: input.providers ?? { PAY03: "sandbox", PAY04: "sandbox" },
    contactTo: brand.email,
  },
};
// SMS and WhatsApp as in demo mode: what they carry goes to the outbox, with its channel.
if (input.keepTexts) deps.messengers = messengersFor(deps);
const app = createApp(deps);

const barrier = new Int32Array(input.barrier);
Atomics.add(barrier, 0, 1);
Atomics.notify(barrier, 0);
while (Atomics.load(barrier, 0) < input.workers) Atomics.wait(barrier, 0, Atomics.load(barrier, 0), 50);

const results: WorkerResult[] = await Promise.all(
  input.requests.map(async (r) => {
    const headers: Record<string, string> = { ...r.headers };
    if (r.json !== undefined) headers["Content-Type"] = "application/json";
    if (r.token) headers.Authorization = `Bearer ${r.token}`;
    const env = r.address ? { incoming: { socket: { remoteAddress: r.address } } } : undefined;
    const res = await app.request(
      r.path,
      { method: r.method, headers, body: r.json === undefined ? undefined : JSON.stringify(r.json) },
      env,
    );
    const text = await res.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {}
    return { tag: r.tag, status: res.status, data };
  }),
);
for (let round = 0; round < (input.mailUpkeepRounds ?? 0); round++) {
  await queueDueReminders(deps);
  await deliverDueMail(deps);
}
await backgroundSettled(deps);
await database.close();
parentPort?.postMessage(results);

/** Every statement of this thread pauses the thread `ms` after it ran, as on a slow disk. */
function slowStatements(sqlite: Database.Database, ms: number) {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const statement = Object.getPrototypeOf(sqlite.prepare("SELECT 1"));
  for (const name of ["run", "get", "all", "iterate"]) {
    const ran = statement[name];
    statement[name] = function (this: unknown, ...args: unknown[]) {
      const result = ran.apply(this, args);
      Atomics.wait(pause, 0, 0, ms);
      return result;
    };
  }
}

/** The same on PostgreSQL: each answer of this thread's connections comes `ms` late. */
function slowPostgresStatements(ms: number) {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  Object.assign(pg.Client.prototype, {
    query(this: pg.Client, ...args: unknown[]) {
      const result = query.apply(this, args);
      if (!(result instanceof Promise)) return result;
      return result.then((answer) => new Promise((resolve) => setTimeout(() => resolve(answer), ms)));
    },
  });
}
