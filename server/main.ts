import cluster from "node:cluster";
import { join } from "node:path";
import { ConfigError, readSettings, type ServerSettings } from "./config";
import { REFUSED_TO_START, StartupError } from "./config-error";
import { openDatabase } from "./db/open";
import { startMailUpkeep } from "./domain/mail-upkeep";
import { forkWorkers } from "./lib/cluster";
import { serveMetrics } from "./lib/metrics-server";
import { BACKGROUND_DRAIN_MS, REQUEST_DRAIN_MS, settleAndClose } from "./lib/shutdown";
import { subscribeSmsReceipts } from "./messaging/messengers";
import { startObservability } from "./observability";
import { startPaymentUpkeep } from "./payments/upkeep";
import { appDeps, serveApp } from "./serve";
import { builtApp, demoNotice, demoWarning, prepareData, serverClock, startSlotRealignment } from "./startup";

// Text for a terminal, JSON lines otherwise (LOG_FORMAT); METRICS_PORT for the metrics.
const { log, metrics, logFormat } = startObservability(process.env);

// Files the server creates (database, pictures, secret) are for its own user only.
process.umask(0o077);

/** A refusal to start: its French reason, said once (by the primary), and no stack. */
function refuse(prefix: string, error: unknown): never {
  if (!(error instanceof ConfigError || error instanceof StartupError)) throw error;
  if (cluster.isPrimary) console.error(`${prefix}${error.message}`);
  process.exit(REFUSED_TO_START);
}

/** On SIGTERM or SIGINT, `stop` runs once; a stop that hangs is ended all the same. */
function onStopSignal(stop: () => Promise<void>) {
  let stopping = false;
  const handler = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), REQUEST_DRAIN_MS + BACKGROUND_DRAIN_MS + 5_000).unref();
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, handler);
}

let settings: ServerSettings;
try {
  settings = readSettings(process.env);
} catch (error) {
  refuse("Configuration invalide : ", error);
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
  if (settings.config.demoMode) {
    if (logFormat === "text") console.warn(demoWarning);
    else log(demoNotice, { level: "warn" });
  }
  // The one-time work (schema, demo data, slots; the JWT secret was written by readSettings) is
  // done here, before any serving process starts: they never race for it.
  const database = await prepareData(settings, clock, databaseTarget, distDir, log).catch((error: unknown) =>
    refuse("Démarrage impossible : ", error),
  );
  const stopMetrics = metrics ? serveMetrics(metrics, database, settings.workers > 1, log) : null;
  // Payments whose answer never came are settled and due refunds sent; reminders queued and mail
  // whose send failed sent again; the slots realigned: by the primary, once.
  const upkeepDeps = appDeps(settings, clock, database, null, log);
  subscribeSmsReceipts(upkeepDeps);
  const loops = [
    startPaymentUpkeep(upkeepDeps),
    startMailUpkeep(upkeepDeps),
    startSlotRealignment(upkeepDeps),
  ];
  // The metrics' listener, the upkeep loops and their work, then the database.
  const settle = async () => {
    await stopMetrics?.();
    await settleAndClose(upkeepDeps, loops);
  };
  if (!distDir)
    log("Aucune application construite dans dist/ : seule l'API est servie (lancez npm run build).");
  if (settings.workers === 1) {
    const served = serveApp(settings, clock, database, distDir, log, announce);
    onStopSignal(async () => {
      await served.stop();
      await settle();
    });
  } else {
    forkWorkers(settings.workers, log, {
      listening: announce,
      stopped: settle,
    });
  }
} else {
  const served = serveApp(
    settings,
    clock,
    await openDatabase(databaseTarget, { migrate: false }),
    distDir,
    log,
  );
  onStopSignal(async () => {
    await served.stop();
    await settleAndClose(served.deps, []);
  });
}
