import cluster from "node:cluster";
import { createHash, timingSafeEqual } from "node:crypto";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { AggregatorRegistry, collectDefaultMetrics, Registry } from "prom-client";
import type { Database } from "../db/open";
import type { MetricsSettings } from "../observability";
import { bearerToken } from "./auth";
import { detail, httpMessages } from "./http";
import type { Log } from "./log";
import { centreMetrics, type RequestMetrics, requestMetrics } from "./metrics";

/** The serving process's own metrics: its requests, its pool, the process itself (memory, event loop). */
const servingRegistry = new Registry();

/**
 * Where a serving process counts its requests. In a cluster's worker, it also answers its primary,
 * which sums the workers' metrics at each scrape.
 */
export function servingMetrics(database: Database): RequestMetrics {
  collectDefaultMetrics({ register: servingRegistry });
  if (cluster.isWorker) {
    // Its constructor starts answering the primary's asks; the registry answered is this one.
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([servingRegistry]);
  }
  return requestMetrics(servingRegistry, database);
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the Authorization header carries `token` (compared in constant time). */
function authorized(token: string, header: string | undefined): boolean {
  const given = bearerToken(header);
  return given !== null && timingSafeEqual(digest(given), digest(token));
}

/**
 * `GET /metrics` in Prometheus's text format (with `Authorization: Bearer <token>` when a token is
 * set), from `gather`; anything else a 404.
 */
export function metricsApp(token: string | null, gather: () => Promise<string>) {
  const app = new Hono();
  app.get("/metrics", async (c) => {
    if (token !== null && !authorized(token, c.req.header("Authorization"))) {
      c.header("WWW-Authenticate", "Bearer");
      return detail(c, 401, httpMessages.unauthenticated);
    }
    c.header("Cache-Control", "no-store");
    try {
      const text = await gather();
      return c.body(text, 200, { "Content-Type": Registry.PROMETHEUS_CONTENT_TYPE });
    } catch {
      // A serving process that did not answer in time (stopping, restarted): the next scrape will.
      return detail(c, 503, "Métriques momentanément indisponibles.");
    }
  });
  app.notFound((c) => detail(c, 404, httpMessages.notFound));
  return app;
}

/**
 * The metrics listener, in the process that runs the background loops (the primary): the serving
 * processes' metrics (summed over a cluster's workers, or this process's own) followed by those
 * read once from the database and the loops'.
 */
export function serveMetrics(settings: MetricsSettings, database: Database, clustered: boolean, log: Log) {
  const own = new Registry();
  centreMetrics(own, database);
  const workers = clustered ? new AggregatorRegistry() : null;
  const gather = async () => {
    const serving = workers ? await workers.clusterMetrics() : await servingRegistry.metrics();
    return `${serving}\n${await own.metrics()}`;
  };
  const server = serve(
    { fetch: metricsApp(settings.token, gather).fetch, port: settings.port, hostname: settings.host },
    () =>
      log(
        `Métriques sur http://${settings.host}:${settings.port}/metrics${settings.token ? " (jeton requis)" : ""}`,
      ),
  );
  // A port taken leaves the app serving, without metrics: the log says so.
  server.on("error", (error) => log(`Métriques non servies : ${error.message}`, { level: "error" }));
  // Closed before the database on a stop: no scrape reads a closed database.
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // A scraper's kept-alive connection would hold the close back.
      (server as Server).closeAllConnections();
    });
}
