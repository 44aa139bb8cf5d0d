import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/open";
import { demoMember, seedContent, seedDemoMember } from "./db/seed/seed";
import { type AppDeps, systemClock } from "./deps";
import { outboxMailer, smtpMailer } from "./domain/mailers";
import { productionCost } from "./domain/passwords";
import { ensureSlots, SLOT_HORIZON_DAYS } from "./domain/schedule";

const log = (message: string) => console.log(message);

function fail(message: string): never {
  console.error(`Configuration invalide : ${message}`);
  process.exit(1);
}

/** JWT_SECRET from the environment (at least 256 bits), else one generated once into the data folder. */
function jwtSecret(dataDir: string): Buffer {
  const fromEnv = process.env.JWT_SECRET;
  if (fromEnv) {
    const bytes = /^[0-9a-f]+$/i.test(fromEnv) ? Buffer.from(fromEnv, "hex") : Buffer.from(fromEnv, "utf8");
    if (bytes.length < 32) fail("JWT_SECRET doit contenir au moins 256 bits (64 caractères hexadécimaux).");
    return bytes;
  }
  const file = join(dataDir, "jwt-secret");
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  return Buffer.from(readFileSync(file, "utf8").trim(), "hex");
}

const port = Number(process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail("PORT doit être un numéro de port valide.");
const dataDir = resolve(process.env.DATA_DIR ?? "data");
mkdirSync(dataDir, { recursive: true });
const demoMode = process.env.NODE_ENV !== "production";
const distDir = resolve("dist");

const { db, sqlite } = openDatabase(join(dataDir, "app.sqlite"));
const mailer = process.env.SMTP_URL ? smtpMailer(process.env.SMTP_URL) : outboxMailer(db, systemClock, log);
const deps: AppDeps = {
  db,
  sqlite,
  clock: systemClock,
  mailer,
  log,
  config: {
    jwtSecret: jwtSecret(dataDir),
    demoMode,
    passwordCost: productionCost,
    mediaDir: join(dataDir, "media"),
    distDir: existsSync(join(distDir, "index.html")) ? distDir : null,
  },
};

if (seedContent(deps)) log("Catalogue et configuration de démonstration créés.");
const created = ensureSlots(deps);
if (created) log(`${created} créneaux ajoutés pour les ${SLOT_HORIZON_DAYS} prochains jours.`);
// Once a day the horizon moves on by a day.
setInterval(() => ensureSlots(deps), 6 * 3_600_000).unref();
if (demoMode && (await seedDemoMember(deps)))
  log(`Membre de démonstration : ${demoMember.email} / ${demoMember.password}`);
if (!deps.config.distDir)
  log("Aucune application construite dans dist/ : seule l'API est servie (lancez npm run build).");

const server = serve(
  { fetch: createApp(deps).fetch, port, hostname: process.env.HOST ?? "0.0.0.0" },
  (info) => {
    log(
      `Application et API sur http://localhost:${info.port} (mode ${demoMode ? "démonstration" : "production"})`,
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
