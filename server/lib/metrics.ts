import { sql } from "kysely";
import { Counter, Gauge, Histogram, type Registry } from "prom-client";
import type { Database } from "../db/open";
import { loopRuns } from "./loop-runs";
import { withinTime } from "./time-limit";

/** What the request middleware counts: by route pattern (never the raw path: no ids) and status. */
export type RequestMetrics = {
  observe(method: string, route: string, status: number, seconds: number): void;
};

/** How long the scrape's database reads may take: a scrape never hangs on a database that does. */
const READ_WITHIN_MS = 2_000;

const PAYMENT_STATES = ["pending", "success", "failed", "voided", "refunded"] as const;

/**
 * The metrics of a serving process, in `registry`: requests and their latency, and its PostgreSQL
 * pool (SQLite has none: one connection, nothing waits in the process).
 */
export function requestMetrics(registry: Registry, database: Database): RequestMetrics {
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requêtes reçues, par méthode, route (motif) et statut.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Durée des réponses, par méthode et route (motif).",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = database.pool;
  if (pool)
    new Gauge({
      name: "db_pool_connections",
      help: "Connexions PostgreSQL du processus : total, libres (idle), requêtes en attente d'une connexion (waiting).",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    });
  return {
    observe(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
  };
}

/**
 * The metrics read from the database at scrape time (mail waiting, payments by state) and the
 * background loops' last rounds: the process that runs the loops (a cluster's primary) gives them
 * once, never summed over the serving processes.
 */
export function centreMetrics(registry: Registry, database: Database): void {
  // One read per scrape for the gauges below (the registry collects them at once), within a time
  // limit; db_up says whether it answered, the others keep their last values when it did not.
  let reading: Promise<boolean> | null = null;
  const read = () => {
    reading ??= readCentre(database).then(
      ({ mail, states }) => {
        unsent.set(mail.count);
        const age = mail.oldestAt ? (Date.now() - mail.oldestAt.getTime()) / 1000 : 0;
        oldest.set(Math.max(0, age));
        for (const state of PAYMENT_STATES) payments.set({ state }, 0);
        for (const row of states) payments.set({ state: row.status }, row.count);
        return true;
      },
      () => false,
    );
    const current = reading;
    void current.finally(() => {
      if (reading === current) reading = null;
    });
    return current;
  };
  const collect = async () => {
    await read();
  };
  new Gauge({
    name: "db_up",
    help: "1 si la base de données a répondu aux lectures de cette collecte, 0 sinon.",
    registers: [registry],
    async collect() {
      this.set((await read()) ? 1 : 0);
    },
  });
  const unsent = new Gauge({
    name: "mail_queue_unsent",
    help: "Courriels en attente d'envoi.",
    registers: [registry],
    collect,
  });
  const oldest = new Gauge({
    name: "mail_queue_oldest_unsent_age_seconds",
    help: "Âge du plus ancien courriel en attente d'envoi (0 sans courriel en attente).",
    registers: [registry],
    collect,
  });
  const payments = new Gauge({
    name: "payments",
    help: "Paiements mobile money, par état.",
    labelNames: ["state"] as const,
    registers: [registry],
    collect,
  });
  new Gauge({
    name: "background_loop_last_run_timestamp_seconds",
    help: "Fin du dernier tour de chaque travail de fond (secondes depuis 1970).",
    labelNames: ["loop"] as const,
    registers: [registry],
    collect() {
      for (const [loop, at] of loopRuns()) this.set({ loop }, at / 1000);
    },
  });
}

/** Mail waiting and payments by state: two small reads, on indexed columns. */
async function readCentre({ db }: Database) {
  const [mail, states] = await withinTime(
    Promise.all([
      db
        .selectFrom("mailQueue")
        .select([sql<number>`count(*)`.as("count"), sql<Date | null>`min(created_at)`.as("oldestAt")])
        .where("sentAt", "is", null)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom("payments")
        .select(["status", sql<number>`count(*)`.as("count")])
        .groupBy("status")
        .execute(),
    ]),
    READ_WITHIN_MS,
  );
  return {
    mail: { count: Number(mail.count), oldestAt: mail.oldestAt },
    states: states.map((row) => ({ status: row.status, count: Number(row.count) })),
  };
}
