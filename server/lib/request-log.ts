import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppDeps } from "../deps";
import { type LogLevel, requestScope } from "./log";

/**
 * An X-Request-Id a balancer or a client may give: letters, digits and `._:=-`, 128 at most (it is
 * written into the log as is, so nothing that could forge a line or hold much).
 */
const VALID_REQUEST_ID = /^[\w.:=-]{1,128}$/;

/** The route that answered, as registered (`/api/booking/slots/:id/`): never the raw path and its ids. */
function routeOf(c: Parameters<MiddlewareHandler>[0]): string {
  const route = routePath(c);
  // A request no route took (a 404, the app's files and pages) is one series, not one per address.
  return route === "" || route === "/*" ? "*" : route;
}

/** The balancer's probes, answered well, are not worth a line each (level debug, not written). */
const isProbe = (route: string, status: number) => route.startsWith("/api/health/") && status < 400;

function levelOf(route: string, status: number): LogLevel {
  if (status >= 500) return "error";
  return isProbe(route, status) ? "debug" : "info";
}

/**
 * Gives each request its id (a valid incoming X-Request-Id, else a new one), sent back in
 * X-Request-Id and carried by every log line the request causes; then writes one line for it
 * (method, route pattern, status, duration: no query string, no body) and counts it in the metrics.
 */
export function observeRequests(deps: Pick<AppDeps, "log" | "metrics">): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header("X-Request-Id");
    const requestId = incoming && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    await requestScope.run({ requestId }, next);
    // Straight onto the answer's headers, as the other headers (see app.ts). Not on a hashed
    // bundle's: the same bytes for everyone, never traced, and some 60 of them on a first visit
    // (its log line keeps the id).
    if (!c.res.headers.get("Cache-Control")?.includes("immutable"))
      c.res.headers.set("X-Request-Id", requestId);
    const seconds = (performance.now() - started) / 1000;
    const { method } = c.req;
    const route = routeOf(c);
    const status = c.res.status;
    deps.metrics?.observe(method, route, status, seconds);
    const durationMs = Math.round(seconds * 10_000) / 10;
    deps.log(`${method} ${route} ${status} ${durationMs} ms`, {
      level: levelOf(route, status),
      event: "request",
      requestId,
      method,
      route,
      status,
      durationMs,
    });
  };
}
