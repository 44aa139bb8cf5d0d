import { sql } from "kysely";
import type { CountryCode } from "libphonenumber-js/max";
import type { Database } from "./db/open";
import { insideTransaction } from "./db/scope";
import type { Db } from "./db/tables";
import type { ScryptCost } from "./domain/passwords";
import type { Log } from "./lib/log";
import type { RequestMetrics } from "./lib/metrics";
import type { TrustedProxies } from "./lib/trusted-proxies";
import type { UploadGate } from "./lib/upload-gate";
import type { MessagingAccounts } from "./messaging/accounts";
import type { Messengers } from "./messaging/message";
import type { ProviderChoices } from "./payments/accounts";
import type { TimeLimit } from "./payments/provider-http";

export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

/** A file sent with a mail (the calendar file of a reminder). */
export type MailAttachment = { filename: string; contentType: string; content: string };
export type Mail = { to: string; subject: string; text: string; attachments?: MailAttachment[] };
export type Mailer = { send(mail: Mail): Promise<void> };

export type AppConfig = {
  /** HS256 secret, at least 32 random bytes. */
  jwtSecret: Buffer;
  demoMode: boolean;
  /**
   * Demo mode: the demo's practitioners, rooms and week are seeded (`DEMO_PEOPLE=off`: a demo centre
   * that has not mapped its people yet, where every service books as it did before people counted).
   */
  demoPeople?: boolean;
  passwordCost: ScryptCost;
  /** Where uploaded pictures go. */
  mediaDir: string;
  /** The built PWA to serve at `/`, if any. */
  distDir: string | null;
  /**
   * Who takes mobile-money payments for each method; a method without a provider is not offered.
   * Demo mode uses the sandbox for a method whose real provider is not configured.
   */
  providers: ProviderChoices;
  /**
   * The SMS and WhatsApp providers configured (Orange SMS, WhatsApp Cloud API); a channel without
   * one is kept in the demo's outbox in demo mode, not offered in production.
   */
  messaging?: MessagingAccounts;
  /**
   * Our public address (PUBLIC_URL), for the providers' return pages and callbacks; without it,
   * the address a request came to.
   */
  publicUrl?: string | null;
  /**
   * The reverse proxies whose X-Forwarded-For gives the client (TRUST_PROXY); unset, none: the
   * socket's peer is the client.
   */
  trustedProxies?: TrustedProxies;
  /** Where the contact form's messages are mailed (CONTACT_TO, default the brand's e-mail). */
  contactTo: string;
  /** The countries whose phone numbers may sign up and get codes (PHONE_COUNTRIES; unset, Senegal). */
  phoneCountries?: CountryCode[];
  /** How long before a confirmed booking its reminder is mailed (REMINDER_HOURS_BEFORE, default 24). */
  reminderHoursBefore?: number;
};

/** REMINDER_HOURS_BEFORE unless told. */
export const DEFAULT_REMINDER_HOURS = 24;

/** The methods paid through an outside provider: the wallet checkout and the Orange Money QR code. */
export type MobileMoneyCode = "PAY03" | "PAY04";

/** Everything the app is built from; tests pass their own. */
export type AppDeps = {
  /** Queries go here: the database, or inside `immediate` the transaction under way. */
  db: Db;
  /** The opened database (which one it is, how to close it); the same object in every transaction. */
  database: Database;
  clock: Clock;
  mailer: Mailer;
  /**
   * SMS and WhatsApp, each when configured (demo mode: kept in the demo's outbox). A channel
   * without one is not offered to members; their messages go by e-mail.
   */
  messengers?: Messengers;
  config: AppConfig;
  /** The French log lines, with a level and fields for the JSON log (see `lib/log.ts`). */
  log: Log;
  /** Where requests are counted for the metrics; unset, they are not. */
  metrics?: RequestMetrics;
  /**
   * Starts each provider call's time limit. Unset, the server's: real time. A test gives one on its
   * own clock, so that a provider's time-out is proven without waiting.
   */
  providerTimeLimit?: TimeLimit;
  /**
   * Whether a member may send a profile photo now (one at a time, a few in 10 minutes). Unset, a
   * gate of this process on `clock`; a cluster's serving processes share their primary's.
   */
  uploadGate?: UploadGate;
};

/** What waits for a transaction under way to commit, by its query handle. */
const afterCommits = new WeakMap<Db, (() => void)[]>();

/** PostgreSQL's lock taken by every writing transaction, as SQLite's single writer (see `immediate`). */
const WRITE_LOCK = 7_420_001;

type TxDeps = Pick<AppDeps, "db" | "database">;

/**
 * Runs `fn` in one transaction whose reads and writes cannot interleave with another writer's: on
 * SQLite `BEGIN IMMEDIATE` (one writer at a time, across processes), on PostgreSQL a transaction
 * that first takes one advisory lock shared by every writer of every instance, so the same
 * read-then-write code is as safe there. `fn` gets `deps` whose `db` is the transaction: use only
 * that. Inside another transaction it simply runs in it.
 */
export async function immediate<D extends TxDeps, T>(deps: D, fn: (tx: D) => Promise<T>): Promise<T> {
  if (deps.db.isTransaction) return fn(deps);
  const hooks: (() => void)[] = [];
  const result = await deps.db.transaction().execute(async (trx) => {
    if (deps.database.dialect === "postgres")
      await sql`select pg_advisory_xact_lock(${WRITE_LOCK})`.execute(trx);
    afterCommits.set(trx, hooks);
    return insideTransaction.run(deps.database, () => fn({ ...deps, db: trx }));
  });
  for (const hook of hooks) hook();
  return result;
}

/**
 * Runs `fn` so that its failure leaves the transaction under way usable: inside one, between a
 * savepoint and its release (PostgreSQL aborts a whole transaction on any failed statement, so
 * work whose error is caught, such as preparing a mail, must be undone on its own). Outside any,
 * it simply runs. The error is rethrown either way.
 */
export async function undoableStep<D extends Pick<AppDeps, "db">, T>(
  deps: D,
  fn: () => Promise<T>,
): Promise<T> {
  if (!deps.db.isTransaction) return fn();
  await sql`savepoint undoable_step`.execute(deps.db);
  try {
    const result = await fn();
    await sql`release savepoint undoable_step`.execute(deps.db);
    return result;
  } catch (error) {
    await sql`rollback to savepoint undoable_step`.execute(deps.db);
    await sql`release savepoint undoable_step`.execute(deps.db);
    throw error;
  }
}

/**
 * Runs `hook` once the transaction under way commits (at once outside any), never after a rollback:
 * a mail never announces what the database did not keep.
 */
export function afterCommit(deps: Pick<AppDeps, "db">, hook: () => void): void {
  const hooks = deps.db.isTransaction ? afterCommits.get(deps.db) : undefined;
  if (hooks) hooks.push(hook);
  else hook();
}
