import type Database from "better-sqlite3";
import type { Db } from "./db/schema";
import type { ScryptCost } from "./domain/passwords";
import type { UploadGate } from "./lib/upload-gate";
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
   * Our public address (PUBLIC_URL), for the providers' return pages and callbacks; without it,
   * the address a request came to.
   */
  publicUrl?: string | null;
  /** How many reverse proxies stand in front (TRUST_PROXY): their X-Forwarded-For gives the client. */
  trustProxyHops: number;
  /** Where the contact form's messages are mailed (CONTACT_TO, default the brand's e-mail). */
  contactTo: string;
  /** How long before a confirmed booking its reminder is mailed (REMINDER_HOURS_BEFORE, default 24). */
  reminderHoursBefore?: number;
};

/** REMINDER_HOURS_BEFORE unless told. */
export const DEFAULT_REMINDER_HOURS = 24;

/** The methods paid through an outside provider: the wallet checkout and the Orange Money QR code. */
export type MobileMoneyCode = "PAY03" | "PAY04";

/** Everything the app is built from; tests pass their own. */
export type AppDeps = {
  db: Db;
  sqlite: Database.Database;
  clock: Clock;
  mailer: Mailer;
  config: AppConfig;
  log: (message: string) => void;
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

/** What waits for the outermost transaction of a connection to commit. */
const afterCommits = new WeakMap<Database.Database, (() => void)[]>();

/**
 * Runs `fn` inside `BEGIN IMMEDIATE`, so its reads and writes cannot interleave with another writer.
 * Inside another transaction it is a savepoint of it, and what waits for a commit waits for that one.
 */
export function immediate<T>(deps: Pick<AppDeps, "sqlite">, fn: () => T): T {
  const { sqlite } = deps;
  if (sqlite.inTransaction) return sqlite.transaction(fn).immediate();
  const hooks: (() => void)[] = [];
  afterCommits.set(sqlite, hooks);
  try {
    const result = sqlite.transaction(fn).immediate();
    afterCommits.delete(sqlite);
    for (const hook of hooks) hook();
    return result;
  } finally {
    afterCommits.delete(sqlite);
  }
}

/**
 * Runs `hook` once the transaction under way commits (at once outside any), never after a rollback:
 * a mail never announces what the database did not keep.
 */
export function afterCommit(deps: Pick<AppDeps, "sqlite">, hook: () => void): void {
  const hooks = deps.sqlite.inTransaction ? afterCommits.get(deps.sqlite) : undefined;
  if (hooks) hooks.push(hook);
  else hook();
}
