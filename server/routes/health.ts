import { Hono } from "hono";
import { notReadyBecause } from "../db/readiness";
import type { AppDeps } from "../deps";
import { detail } from "../lib/http";

/**
 * The balancer's and the app's probes, never kept in a cache. `health/` and `health/live/`: the
 * process answers (204), whatever its database does; the app asks there whether the server is back.
 * `health/ready/`: the database answers and its schema is this code's (204), else 503 and why.
 */
export function healthRoutes(deps: Pick<AppDeps, "database">) {
  const routes = new Hono();
  routes.use(async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });
  const alive = () => new Response(null, { status: 204 });
  routes.get("/", alive);
  routes.get("/live/", alive);
  routes.get("/ready/", async (c) => {
    const why = await notReadyBecause(deps.database);
    if (why === null) return c.body(null, 204);
    c.header("Retry-After", "5");
    return detail(c, 503, why);
  });
  return routes;
}
