import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import * as v from "valibot";
import { brand } from "../src/brand";
import { ConfigError } from "./config-error";
import { prepareDataDir } from "./data-dir";
import { type AppConfig, DEFAULT_REMINDER_HOURS } from "./deps";
import { productionCost, type ScryptCost } from "./domain/passwords";
import { phoneCountriesFrom } from "./domain/phone-countries";
import { parseTrustedProxies } from "./lib/trusted-proxies";
import { mailFrom, smtpUrl } from "./mail-settings";
import { readMessaging } from "./messaging/config";
import { readProviders } from "./payments/provider-config";

export { ConfigError } from "./config-error";

export type ServerSettings = {
  port: number;
  host: string;
  dataDir: string;
  /**
   * DATABASE_URL: a PostgreSQL address (`postgres://…`) shared by every instance; unset, the SQLite
   * file `app.sqlite` of the data folder.
   */
  databaseUrl: string | null;
  smtpUrl: string | null;
  /** MAIL_FROM: the sender of every mail. */
  mailFrom: string;
  /** Demo and tests only: how far the server's clock runs ahead of (or behind) the real one. */
  clockOffsetMs: number;
  /** Processes serving requests (WEB_CONCURRENCY): one per core unless told; 1 serves in the main process. */
  workers: number;
  config: Omit<AppConfig, "distDir">;
};

/**
 * CLOCK_OFFSET_MINUTES moves the server's clock, so a journey can reach a cut-off without waiting
 * hours. Refused in production: real bookings follow the real time.
 */
function clockOffsetMs(env: NodeJS.ProcessEnv, demoMode: boolean): number {
  const raw = env.CLOCK_OFFSET_MINUTES?.trim();
  if (!raw) return 0;
  if (!demoMode) throw new ConfigError("CLOCK_OFFSET_MINUTES n'est pas permis en production.");
  const minutes = Number(raw);
  if (!Number.isInteger(minutes) || Math.abs(minutes) > 366 * 24 * 60)
    throw new ConfigError("CLOCK_OFFSET_MINUTES doit être un nombre entier de minutes (un an au plus).");
  return minutes * 60_000;
}

/** CONTACT_TO: the centre's inbox for the contact form, else the brand's e-mail. */
function contactTo(env: NodeJS.ProcessEnv): string {
  const address = env.CONTACT_TO?.trim() || brand.email;
  if (!v.is(v.pipe(v.string(), v.email()), address))
    throw new ConfigError("CONTACT_TO doit être une adresse e-mail valide.");
  // Lower case, as the demo outbox is read (GET /api/dev/mail?to=).
  return address.toLowerCase();
}

/** REMINDER_HOURS_BEFORE: how long before a confirmed booking its reminder is mailed (24 h unless told). */
function reminderHoursBefore(env: NodeJS.ProcessEnv): number {
  const raw = env.REMINDER_HOURS_BEFORE?.trim();
  if (!raw) return DEFAULT_REMINDER_HOURS;
  const hours = Number(raw);
  if (!Number.isInteger(hours) || hours < 1 || hours > 168)
    throw new ConfigError(
      "REMINDER_HOURS_BEFORE doit être un nombre entier d'heures, de 1 à 168 (une semaine).",
    );
  return hours;
}

/**
 * PASSWORD_HASH_COST=fast: scrypt at 2^14 instead of 2^17, for test servers that create hundreds of
 * accounts. Refused in production: a weaker hash there would be a real loss if the database leaked.
 */
function passwordCost(env: NodeJS.ProcessEnv, demoMode: boolean): ScryptCost {
  const raw = env.PASSWORD_HASH_COST?.trim();
  if (!raw) return productionCost;
  if (raw !== "fast") throw new ConfigError("PASSWORD_HASH_COST n'accepte que la valeur fast (ou rien).");
  if (!demoMode)
    throw new ConfigError(
      "PASSWORD_HASH_COST=fast est réservé aux serveurs de démonstration et de test, jamais en production.",
    );
  return { N: 2 ** 14, r: 8, p: 1 };
}

/** WEB_CONCURRENCY: how many processes serve, one per core by default. */
function workerCount(env: NodeJS.ProcessEnv): number {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return availableParallelism();
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new ConfigError("WEB_CONCURRENCY doit être un nombre entier de processus, de 1 à 64.");
  return count;
}

/** DATABASE_URL, if set: a PostgreSQL address. */
function databaseUrl(env: NodeJS.ProcessEnv): string | null {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return null;
  if (!/^postgres(ql)?:\/\/./.test(raw))
    throw new ConfigError(
      "DATABASE_URL doit être une adresse PostgreSQL (postgres://utilisateur:mot-de-passe@hôte:5432/base) ; sans elle, le serveur garde SQLite dans DATA_DIR.",
    );
  return raw;
}

/**
 * JWT_SECRET from the environment (at least 256 bits), else one generated once into the data folder.
 * With a shared database it must be given: instances that each made their own would refuse each
 * other's tokens. The staff command reads it too: it signs the audit lines it writes (`audit-chain.ts`).
 */
export function jwtSecret(env: NodeJS.ProcessEnv, dataDir: string, shared: boolean): Buffer {
  const fromEnv = env.JWT_SECRET;
  if (!fromEnv && shared)
    throw new ConfigError(
      "JWT_SECRET est obligatoire avec DATABASE_URL : toutes les instances doivent signer les sessions avec le même secret.",
    );
  if (fromEnv) {
    const bytes = /^[0-9a-f]+$/i.test(fromEnv) ? Buffer.from(fromEnv, "hex") : Buffer.from(fromEnv, "utf8");
    if (bytes.length < 32)
      throw new ConfigError("JWT_SECRET doit contenir au moins 256 bits (64 caractères hexadécimaux).");
    return bytes;
  }
  const file = join(dataDir, "jwt-secret");
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  return Buffer.from(readFileSync(file, "utf8").trim(), "hex");
}

/**
 * NODE_ENV chooses the mode, and only a value we know counts: `production` is real, unset,
 * `development` and `test` are the demo. Anything else (`Production`, `prod`…) is refused, since
 * reading it as the demo would open the test mailbox and the payment sandbox on a live centre.
 */
export function serverMode(env: NodeJS.ProcessEnv): "production" | "demo" {
  const raw = env.NODE_ENV;
  if (raw === "production") return "production";
  if (raw === undefined || raw === "" || raw === "development" || raw === "test") return "demo";
  throw new ConfigError(
    `NODE_ENV vaut « ${raw.slice(0, 40)} », valeur inconnue : mettez NODE_ENV=production pour un vrai centre, ou laissez-la vide (ou development) pour la démonstration.`,
  );
}

/**
 * Reads and checks the environment; creates the data folder and checks the server may write there
 * (the JWT secret may be written there).
 */
export function readSettings(env: NodeJS.ProcessEnv): ServerSettings {
  const port = Number(env.PORT ?? 4173);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new ConfigError("PORT doit être un numéro de port valide.");
  const demoMode = serverMode(env) === "demo";
  const smtp = smtpUrl(env);
  // With no mail, nobody could verify an account or reset a password.
  if (!demoMode && !smtp)
    throw new ConfigError(
      "SMTP_URL est obligatoire en production (NODE_ENV=production) : sans envoi de courriels, personne ne pourrait vérifier son compte.",
    );
  const trustedProxies = parseTrustedProxies(env.TRUST_PROXY);
  if ("error" in trustedProxies) throw new ConfigError(trustedProxies.error);
  const dataDir = resolve(env.DATA_DIR ?? "data");
  prepareDataDir(dataDir);
  const database = databaseUrl(env);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl: database,
    smtpUrl: smtp,
    mailFrom: mailFrom(env),
    clockOffsetMs: clockOffsetMs(env, demoMode),
    workers: workerCount(env),
    config: {
      jwtSecret: jwtSecret(env, dataDir, database !== null),
      demoMode,
      demoPeople: demoMode && env.DEMO_PEOPLE !== "off",
      passwordCost: passwordCost(env, demoMode),
      mediaDir: join(dataDir, "media"),
      ...readProviders(env, demoMode, port),
      messaging: readMessaging(env, demoMode),
      trustedProxies,
      contactTo: contactTo(env),
      phoneCountries: phoneCountriesFrom(env),
      reminderHoursBefore: reminderHoursBefore(env),
    },
  };
}
