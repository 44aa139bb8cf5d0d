import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import type { ServerSettings } from "./config";
import type { Database } from "./db/open";
import { type AppDeps, type Clock, systemClock } from "./deps";
import { outboxMailer, smtpMailer } from "./domain/mailers";
import type { Log } from "./lib/log";
import { servingMetrics } from "./lib/metrics-server";
import { drainHttp, requestTracker } from "./lib/shutdown";
import { messengersFor } from "./messaging/messengers";

/** Everything the app is built from, for a serving process or the primary's own background work. */
export function appDeps(
  settings: ServerSettings,
  clock: Clock,
  database: Database,
  distDir: string | null,
  log: Log,
): AppDeps {
  const { db } = database;
  const mailer = settings.smtpUrl
    ? smtpMailer(settings.smtpUrl, settings.mailFrom)
    : outboxMailer(db, systemClock, log);
  const deps: AppDeps = { db, database, clock, mailer, log, config: { ...settings.config, distDir } };
  // A sender per channel offered; the demo's outbox keeps time as its mailbox does.
  deps.messengers = messengersFor(deps, systemClock);
  return deps;
}

/** How long an idle keep-alive connection is kept open. */
export const KEEP_ALIVE_MS = 65_000;

/**
 * Serves the app and the API on one database connection. Answers the server and how to stop it:
 * no new connection, the requests under way answered (`drainHttp`). A port already taken, or one
 * the server may not use, ends the process with a French message instead of a stack.
 */
export function serveApp(
  settings: ServerSettings,
  clock: Clock,
  database: Database,
  distDir: string | null,
  log: Log,
  onListening?: (port: number) => void,
) {
  const deps = { ...appDeps(settings, clock, database, distDir, log), metrics: servingMetrics(database) };
  const app = createApp(deps);
  // The heavy reads' thread loads its code now, not at the first takings asked for.
  database.readThread?.();
  const requests = requestTracker();
  const server = serve(
    {
      fetch: (request, env) => requests.track(() => app.fetch(request, env)),
      port: settings.port,
      hostname: settings.host,
    },
    (info) => onListening?.(info.port),
  ) as Server;
  // Node closes an idle keep-alive connection after 5 s: a client (a balancer keeping connections
  // open, a test's request context) that sends on it at that moment gets a reset instead of an
  // answer. Idle connections stay longer than any balancer's or browser's own idle limit (60 s).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  server.on("error", (error: NodeJS.ErrnoException) => {
    const where = `${settings.host}:${settings.port}`;
    if (error.code === "EADDRINUSE")
      console.error(
        `Le port ${where} est déjà utilisé par un autre programme : arrêtez-le, ou choisissez un autre PORT.`,
      );
    else if (error.code === "EACCES")
      console.error(
        `Le serveur n'a pas le droit d'écouter sur ${where} : choisissez un PORT au-dessus de 1024.`,
      );
    else if (error.code === "EADDRNOTAVAIL")
      console.error(`L'adresse HOST=${settings.host} n'est pas une adresse de cette machine.`);
    else console.error(`Le serveur n'a pas pu écouter sur ${where} (${error.code ?? error.message}).`);
    process.exit(1);
  });
  return { deps, stop: () => drainHttp(server, requests) };
}
