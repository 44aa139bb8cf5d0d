import cluster from "node:cluster";
import { join } from "node:path";
import { ConfigError, readSettings, type ServerSettings } from "./config";
import { openDatabase } from "./db/open";
import { startMailUpkeep } from "./domain/mail-upkeep";
import { forkWorkers } from "./lib/cluster";
import { serveMetrics } from "./lib/metrics-server";
import { startObservability } from "./observability";
import { startPaymentUpkeep } from "./payments/upkeep";
import { appDeps, serveApp } from "./serve";
import { builtApp, prepareData, serverClock } from "./startup";

// Text for a terminal, JSON lines otherwise (LOG_FORMAT); METRICS_PORT for the metrics.
const { log, metrics } = startObservability(process.env);

// Files the server creates (database, pictures, secret) are for its own user only.
process.umask(0o077);

let settings: ServerSettings;
try {
  settings = readSettings(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // A serving process reads what its primary has already checked: only the primary says it.
  if (cluster.isPrimary) console.error(`Configuration invalide : ${error.message}`);
  process.exit(1);
}
// PostgreSQL when DATABASE_URL is given (several instances may share it), else SQLite in DATA_DIR.
const databaseTarget = settings.databaseUrl ?? join(settings.dataDir, "app.sqlite");
const clock = serverClock(settings);
const distDir = builtApp();
const announce = (port: number) =>
  log(
    `Application et API sur http://localhost:${port} (mode ${settings.config.demoMode ? "démonstration" : "production"}, ${settings.workers} processus)`,
  );

if (cluster.isPrimary) {
  // The one-time work (schema, demo data, slots; the JWT secret was written by readSettings) is
  // done here, before any serving process starts: they never race for it.
  const database = await prepareData(settings, clock, databaseTarget, log);
  if (metrics) serveMetrics(metrics, database, settings.workers > 1, log);
  // Payments whose answer never came are settled and due refunds sent: by the primary, once.
  const upkeepDeps = appDeps(settings, clock, database, null, log);
  startPaymentUpkeep(upkeepDeps);
  // Reminders queued, and mail whose send failed (or was cut by a stop) sent again.
  startMailUpkeep(upkeepDeps);
  if (!distDir)
    log("Aucune application construite dans dist/ : seule l'API est servie (lancez npm run build).");
  if (settings.workers === 1) serveApp(settings, clock, database, distDir, log, announce);
  else {
    forkWorkers(settings.workers, log, { listening: announce, stopped: () => void database.close() });
  }
} else {
  serveApp(settings, clock, await openDatabase(databaseTarget, { migrate: false }), distDir, log);
}
