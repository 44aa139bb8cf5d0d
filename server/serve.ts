import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import type { ServerSettings } from "./config";
import type { Database } from "./db/open";
import { type AppDeps, type Clock, systemClock } from "./deps";
import { outboxMailer, smtpMailer } from "./domain/mailers";
import { backgroundSettled } from "./lib/background";
import type { Log } from "./lib/log";
import { servingMetrics } from "./lib/metrics-server";

/** How long requests under way may take to finish once the server is told to stop. */
const DRAIN_MS = 5_000;

/**
 * Serves the app and the API on one database connection, and stops cleanly on SIGTERM or SIGINT:
 * no new connection, the requests under way answered, then the database closed.
 */
/** Everything the app is built from, for a serving process or the primary's own background work. */
export function appDeps(
  settings: ServerSettings,
  clock: Clock,
  database: Database,
  distDir: string | null,
  log: Log,
): AppDeps {
  const { db } = database;
  const mailer = settings.smtpUrl ? smtpMailer(settings.smtpUrl) : outboxMailer(db, systemClock, log);
  return { db, database, clock, mailer, log, config: { ...settings.config, distDir } };
}

export function serveApp(
  settings: ServerSettings,
  clock: Clock,
  database: Database,
  distDir: string | null,
  log: Log,
  onListening?: (port: number) => void,
) {
  const deps = { ...appDeps(settings, clock, database, distDir, log), metrics: servingMetrics(database) };
  const server = serve(
    { fetch: createApp(deps).fetch, port: settings.port, hostname: settings.host },
    (info) => onListening?.(info.port),
  ) as Server;

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const done = () => {
      // Work the answers left running (a mail, a refund, a provider's check) ends before the database.
      backgroundSettled(deps)
        .then(() => database.close())
        .finally(() => process.exit(0));
    };
    server.close(done);
    // Idle keep-alive connections would hold the close back; busy ones get a little time.
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      done();
    }, DRAIN_MS).unref();
    // Whatever is still running by then is left: a stop never hangs (mail and refunds are retried).
    setTimeout(() => process.exit(0), 2 * DRAIN_MS).unref();
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, stop);
}
