import { Hono } from "hono";
import { isDatabaseUnavailable } from "./db/errors";
import type { AppDeps } from "./deps";
import { authenticateAccess } from "./domain/tokens";
import { HeavyReadTooLong } from "./heavy-reads/thread";
import { bearerToken } from "./lib/auth";
import { limitBodies } from "./lib/body-limits";
import { compressLarge } from "./lib/compression";
import { revalidatePublic } from "./lib/conditional";
import { detail, httpMessages } from "./lib/http";
import { prerenderedPages, shellReader } from "./lib/pages";
import { publishedAssets } from "./lib/published-assets";
import { observeRequests } from "./lib/request-log";
import { shellServer, staticFiles } from "./lib/static-files";
import { refuseUnstorableText } from "./lib/storable-text";
import { accountRoutes } from "./routes/accounts";
import { bookingRoutes } from "./routes/bookings";
import { configRoutes } from "./routes/configs";
import { devRoutes } from "./routes/dev";
import { healthRoutes } from "./routes/health";
import { mediaRoutes } from "./routes/media";
import { messagingWebhookRoutes } from "./routes/messaging-webhooks";
import { notificationRoutes } from "./routes/notifications";
import { paymentRoutes } from "./routes/payments";
import { providerWebhookRoutes } from "./routes/provider-webhooks";
import { sandboxRoutes } from "./routes/sandbox";
import { serviceRoutes } from "./routes/services";
import { slotRoutes } from "./routes/slots";
import { staffRoutes } from "./routes/staff";

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
const imagePolicy = "default-src 'none'; style-src 'unsafe-inline'";

/** The whole server, built from its dependencies so tests can call `app.request()`. */
export function createApp(deps: AppDeps) {
  const app = new Hono();
  // First, so that its line and its duration cover every answer (a refused body, a compressed one).
  app.use(observeRequests(deps));
  // Dynamic answers of 1 KiB or more only: the built files come precompressed, and cached answers
  // with their compressed copies (it leaves a set Content-Encoding alone).
  app.use(compressLarge());
  app.use(
    limitBodies(async (c) => {
      const token = bearerToken(c.req.header("Authorization"));
      return token !== null && (await authenticateAccess(deps, token)) !== null;
    }),
  );

  app.use(async (c, next) => {
    await next();
    // Straight onto the answer's headers: c.header() after the answer is made rebuilds it as a
    // full web Response with a stream, which cost more than the whole cached slot answer.
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    // The policies only act on what runs as a page or a worker: sent with those alone, they do
    // not weigh on every bundle and picture (about 30 KiB of a first visit). A 304 keeps the
    // stored copy's headers.
    const type = c.res.headers.get("Content-Type") ?? "";
    if (c.req.path.startsWith("/api/") || c.res.status === 304) return;
    // A picture opened on its own must run nothing: the shortest policy that says so.
    if (type.startsWith("image/svg+xml")) headers.set("Content-Security-Policy", imagePolicy);
    if (!type.startsWith("text/html") && c.req.path !== "/sw.js") return;
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Content-Security-Policy", contentSecurityPolicy);
  });
  // After the body limits, so that a body read here was counted first.
  app.use(refuseUnstorableText());

  app.notFound((c) => detail(c, 404, httpMessages.notFound));
  app.onError((err, c) => {
    if (isDatabaseUnavailable(err)) {
      // Nothing was kept: the app (and its outbox) tries again, as it does when the server is away.
      deps.log(`Base de données injoignable : ${err.message}`, { level: "warn" });
      c.header("Retry-After", "5");
      return detail(c, 503, httpMessages.databaseUnavailable);
    }
    if (err instanceof HeavyReadTooLong) {
      deps.log(`Lecture trop longue : ${c.req.method} ${c.req.path} (${err.message})`, { level: "warn" });
      return detail(c, 503, httpMessages.readTooLong);
    }
    deps.log(`Erreur interne : ${err.stack ?? err.message}`, { level: "error" });
    return detail(c, 500, "Une erreur interne est survenue. Veuillez réessayer plus tard.");
  });

  const api = new Hono();
  // The public catalogue and settings: a phone that holds an answer gets a 304 instead of it again.
  api.use("/booking/services/*", revalidatePublic());
  api.use("/configs/*", revalidatePublic());
  api.route("/accounts", accountRoutes(deps));
  // The app asks here whether the server answers again after a failed request; the balancer too.
  api.route("/health/", healthRoutes(deps));
  api.route("/configs", configRoutes(deps));
  api.route("/booking/services/", serviceRoutes(deps));
  api.route("/booking/slots/", slotRoutes(deps));
  api.route("/booking/booking/", bookingRoutes(deps));
  api.route("/payments/", paymentRoutes(deps));
  api.route("/webhooks/", providerWebhookRoutes(deps));
  api.route("/messaging", messagingWebhookRoutes(deps));
  api.route("/notifications/", notificationRoutes(deps));
  api.route("/staff/", staffRoutes(deps));
  // The outbox and the payment stand-in exist in demo mode only: in production they would hand
  // out codes and credits to anyone.
  if (deps.config.demoMode) api.route("/dev", devRoutes(deps));
  app.route("/api", api);
  app.use("/media/art/*", revalidatePublic());
  app.route("/media", mediaRoutes(deps));
  if (deps.config.demoMode) app.route("/sandbox", sandboxRoutes(deps));
  app.all("/api/*", (c) => detail(c, 404, httpMessages.notFound));
  // The metrics have their own listener (METRICS_PORT): here, never the app's page.
  app.all("/metrics", (c) => detail(c, 404, httpMessages.notFound));

  const dist = deps.config.distDir;
  if (dist) {
    const serveShell = shellServer(shellReader(dist, deps.config.demoMode));
    // The back-office is an app of its own: every address under /admin/ gets its page.
    const serveBackOffice = shellServer(shellReader(dist, deps.config.demoMode, "admin.html"));
    // A first visit to a public page gets it drawn already; every other address gets the shell.
    app.get("*", prerenderedPages(dist, deps.config.demoMode));
    app.get("/", serveShell);
    app.get("/index.html", serveShell);
    app.get("/admin.html", serveBackOffice);
    app.get("*", staticFiles(dist));
    // A script of another build under way (a rolling upgrade): published by the instance that has it.
    app.get("/assets/*", publishedAssets(deps.db));
    // SPA fallback: a deep link such as /services/3 gets the app shell.
    app.get("*", async (c, next) => {
      if (/^\/(media|sandbox)\//.test(c.req.path) || /\.[a-z0-9]+$/i.test(c.req.path)) {
        return detail(c, 404, httpMessages.notFound);
      }
      return (/^\/admin(\/|$)/.test(c.req.path) ? serveBackOffice : serveShell)(c, next);
    });
  }
  return app;
}
