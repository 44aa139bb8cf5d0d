import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { ConfigError, readSettings, type ServerSettings } from "./config";
import { openDatabase } from "./db/open";
import { demoMember, retireDemoMember, seedContent, seedDemoMember } from "./db/seed/seed";
import { type AppDeps, type Clock, systemClock } from "./deps";
import { outboxMailer, smtpMailer } from "./domain/mailers";
import { ensureSlots, SLOT_HORIZON_DAYS } from "./domain/schedule";
import { startPaymentUpkeep } from "./payments/upkeep";

const log = (message: string) => console.log(message);

// Files the server creates (database, pictures, secret) are for its own user only.
process.umask(0o077);

let settings: ServerSettings;
try {
  settings = readSettings(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Configuration invalide : ${error.message}`);
  process.exit(1);
}
const { config, dataDir } = settings;
const clock: Clock = settings.clockOffsetMs
  ? { now: () => new Date(Date.now() + settings.clockOffsetMs) }
  : systemClock;
if (settings.clockOffsetMs)
  log(`Horloge du serveur décalée de ${settings.clockOffsetMs / 60_000} minutes (démonstration).`);
// Where the built app is; a deploy may point elsewhere (and the tests use a copy they can change).
const distDir = resolve(process.env.DIST_DIR ?? "dist");

const { db, sqlite } = openDatabase(join(dataDir, "app.sqlite"));
const mailer = settings.smtpUrl ? smtpMailer(settings.smtpUrl) : outboxMailer(db, systemClock, log);
const deps: AppDeps = {
  db,
  sqlite,
  clock,
  mailer,
  log,
  config: { ...config, distDir: existsSync(join(distDir, "index.html")) ? distDir : null },
};

if (seedContent(deps)) log("Catalogue et configuration de démonstration créés.");
const created = ensureSlots(deps);
if (created) log(`${created} créneaux ajoutés pour les ${SLOT_HORIZON_DAYS} prochains jours.`);
// Once a day the horizon moves on by a day.
setInterval(() => ensureSlots(deps), 6 * 3_600_000).unref();
if (config.demoMode && (await seedDemoMember(deps)))
  log(`Membre de démonstration : ${demoMember.email} / ${demoMember.password}`);
if (!config.demoMode && retireDemoMember(deps))
  log(`Production : le membre de démonstration ${demoMember.email} ne peut plus se connecter.`);
// Payments whose answer never came are settled; refunds due are sent to the providers.
startPaymentUpkeep(deps);
if (!deps.config.distDir)
  log("Aucune application construite dans dist/ : seule l'API est servie (lancez npm run build).");

const server = serve(
  { fetch: createApp(deps).fetch, port: settings.port, hostname: settings.host },
  (info) => {
    log(
      `Application et API sur http://localhost:${info.port} (mode ${config.demoMode ? "démonstration" : "production"})`,
    );
  },
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    sqlite.close();
    process.exit(0);
  });
}
