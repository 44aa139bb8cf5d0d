import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import type { AppDeps } from "./deps";
import { detail, httpMessages } from "./lib/http";
import { accountRoutes } from "./routes/accounts";
import { bookingRoutes } from "./routes/bookings";
import { configRoutes } from "./routes/configs";
import { devRoutes } from "./routes/dev";
import { mediaRoutes } from "./routes/media";
import { notificationRoutes } from "./routes/notifications";
import { paymentRoutes } from "./routes/payments";
import { sandboxRoutes } from "./routes/sandbox";
import { serviceRoutes } from "./routes/services";
import { slotRoutes } from "./routes/slots";

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-src https://www.openstreetmap.org",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** The whole server, built from its dependencies so tests can call `app.request()`. */
export function createApp(deps: AppDeps) {
  const app = new Hono();
  app.use(compress());

  app.use(async (c, next) => {
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    if (!c.req.path.startsWith("/api/")) c.header("Content-Security-Policy", contentSecurityPolicy);
  });

  app.notFound((c) => detail(c, 404, httpMessages.notFound));
  app.onError((err, c) => {
    deps.log(`Erreur interne : ${err.stack ?? err.message}`);
    return detail(c, 500, "Une erreur interne est survenue. Veuillez réessayer plus tard.");
  });

  const api = new Hono();
  api.route("/accounts", accountRoutes(deps));
  api.route("/configs", configRoutes(deps));
  api.route("/booking/services/", serviceRoutes(deps));
  api.route("/booking/slots/", slotRoutes(deps));
  api.route("/booking/booking/", bookingRoutes(deps));
  api.route("/payments/", paymentRoutes(deps));
  api.route("/notifications/", notificationRoutes(deps));
  api.route("/dev", devRoutes(deps));
  app.route("/api", api);
  app.route("/media", mediaRoutes(deps));
  app.route("/sandbox", sandboxRoutes(deps));

  const dist = deps.config.distDir;
  if (dist) {
    app.use(
      "/assets/*",
      async (c, next) => {
        await next();
        if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
      serveStatic({ root: dist }),
    );
    app.use(
      "*",
      async (c, next) => {
        await next();
        // The shell and the service worker must be revalidated so an update reaches phones.
        if (/^\/(sw\.js|index\.html|manifest\.webmanifest)?$/.test(c.req.path))
          c.header("Cache-Control", "no-cache");
      },
      serveStatic({ root: dist }),
    );
    let shell: string | null = null;
    // SPA fallback: a deep link such as /services/3 gets the app shell.
    app.get("*", async (c) => {
      if (c.req.path.startsWith("/media/") || /\.[a-z0-9]+$/i.test(c.req.path)) {
        return detail(c, 404, httpMessages.notFound);
      }
      shell ??= await readFile(join(dist, "index.html"), "utf8");
      c.header("Cache-Control", "no-cache");
      return c.html(shell);
    });
  }
  return app;
}
