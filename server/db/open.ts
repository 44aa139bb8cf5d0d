import { chmodSync, existsSync } from "node:fs";
import { resolve } from "node:path";
import Sqlite from "better-sqlite3";
import {
  CamelCasePlugin,
  Kysely,
  type Migration as KyselyMigration,
  Migrator,
  PostgresDialect,
} from "kysely";
import pg from "pg";
import { refreshServiceSearch } from "../domain/service-search";
import { refreshUserSearch } from "../domain/user-search";
import { HEAVY_READ_LIMIT_MS, type ReadThread, startReadThread } from "../heavy-reads/thread";
import { type Dialect, migrations } from "./migrations/index";
import { prepareStatements } from "./named-statements";
import { checkSchemaCompat, recordSchemaCompat } from "./schema-compat";
import { sqliteDialect } from "./sqlite-driver";
import { applySqliteHistory } from "./sqlite-history";
import type { Db } from "./tables";
import { translateText } from "./text-fold";
import { withPortableValues } from "./values";

/** The opened database: the query handle, which of the two it is, and how to close it. */
export type Database = {
  db: Db;
  dialect: Dialect;
  /** The SQLite connection itself, for the few things Kysely does not do (SQLite only). */
  sqlite?: Sqlite.Database;
  /** The PostgreSQL connection pool (PostgreSQL only), for its counts in the metrics. */
  pool?: pg.Pool;
  /** The thread that runs heavy reads on its own connection (a SQLite file only; started at first call). */
  readThread?: () => ReadThread;
  close(): Promise<void>;
};

type Options = {
  /** Bring the schema up to date (default). A cluster's serving process leaves it to its primary. */
  migrate?: boolean;
  /** PostgreSQL connections this process may hold at once. */
  poolSize?: number;
  /** How long opening a PostgreSQL connection, or waiting for a free one, may take (5 s unless told). */
  connectTimeoutMs?: number;
};

/**
 * Opens the database and brings its schema up to date: PostgreSQL when `target` is a
 * `postgres://` address, otherwise the SQLite file it names (`:memory:` for tests).
 */
export async function openDatabase(target: string, options: Options = {}): Promise<Database> {
  const database = isPostgres(target) ? openPostgres(target, options) : openSqlite(target);
  if (options.migrate ?? true) await migrateDatabase(database);
  if (database.sqlite && target !== ":memory:") {
    // Members' data: readable by the server's user only, whatever the umask.
    for (const path of [target, `${target}-wal`, `${target}-shm`])
      if (existsSync(path)) chmodSync(path, 0o600);
  }
  return database;
}

export const isPostgres = (target: string) => /^postgres(ql)?:\/\//.test(target);

function build(dialect: Parameters<typeof withPortableValues>[0], owner: object): Db {
  return new Kysely({
    dialect: withPortableValues(dialect, owner),
    // `image_1` is `image1` in the code.
    plugins: [new CamelCasePlugin({ underscoreBeforeDigits: true })],
  });
}

/** SQLite, opened without touching the schema (`applySqliteHistory` and the tests of migrations). */
export function openSqlite(file: string): Database & { sqlite: Sqlite.Database } {
  const sqlite = new Sqlite(file);
  sqlite.pragma("journal_mode = WAL");
  // A paid booking or a bought pack must survive a power cut, not only a crash of the process.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  // Several processes write to this file: a writer waits its turn instead of failing with SQLITE_BUSY.
  sqlite.pragma("busy_timeout = 5000");
  addTranslate(sqlite);
  const database = { dialect: "sqlite", sqlite } as Database & { sqlite: Sqlite.Database };
  database.db = build(sqliteDialect(sqlite), database);
  let thread: ReadThread | null = null;
  if (file !== ":memory:")
    database.readThread = () => {
      thread ??= startReadThread(resolve(file), { limitMs: HEAVY_READ_LIMIT_MS });
      return thread;
    };
  database.close = async () => {
    await thread?.close();
    await database.db.destroy();
  };
  return database;
}

/** PostgreSQL's `translate`, which searches use to fold accents (`text-fold.ts`). */
function addTranslate(sqlite: Sqlite.Database) {
  sqlite.function("translate", { deterministic: true }, (text, from, to) =>
    text === null ? null : translateText(String(text), String(from), String(to)),
  );
}

/**
 * The read thread's connection to the server's SQLite file: read-only, waiting its turn as the
 * server's own does, with the same functions.
 */
export function openSqliteReader(file: string): Database & { sqlite: Sqlite.Database } {
  const sqlite = new Sqlite(file, { readonly: true, fileMustExist: true });
  sqlite.pragma("busy_timeout = 5000");
  addTranslate(sqlite);
  const database = { dialect: "sqlite", sqlite } as Database & { sqlite: Sqlite.Database };
  database.db = build(sqliteDialect(sqlite), database);
  database.close = () => database.db.destroy();
  return database;
}

/** A SQLite file read as it is, never written (a backup being checked): no pragma, no migration. */
export function openSqliteReadOnly(file: string): Database & { sqlite: Sqlite.Database } {
  const sqlite = new Sqlite(file, { readonly: true, fileMustExist: true });
  const database = { dialect: "sqlite", sqlite } as Database & { sqlite: Sqlite.Database };
  database.db = build(sqliteDialect(sqlite), database);
  database.close = () => database.db.destroy();
  return database;
}

export function openPostgres(url: string, options: Options): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // A database that does not answer is a 503 within seconds, not a request that hangs.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    // Every writer waits for the one writers' lock (see `immediate`): one that hung (an instance
    // stopped mid-transaction, a half-open connection) must not block every instance for good.
    options: "-c lock_timeout=15000 -c idle_in_transaction_session_timeout=30000",
    // Counts, sums and instants (bigint, numeric) as numbers: whole XOF and milliseconds fit.
    types: {
      getTypeParser: (oid: number, format?: string) =>
        oid === 20 || oid === 1700 ? Number : pg.types.getTypeParser(oid, format as "text"),
    },
  });
  // A connection lost while idle (the database restarted) is dropped, not thrown at the process.
  pool.on("error", () => {});
  // Lost while lent to a request, its query fails (a 503) and the pool drops it; the pool listens
  // only to idle ones, and a client's unheard error event would end the process.
  pool.on("connect", (client) => client.on("error", () => {}));
  prepareStatements(pool);
  const database = { dialect: "postgres", pool } as Database;
  database.db = build(new PostgresDialect({ pool }), database);
  database.close = () => database.db.destroy();
  return database;
}

/** Applies what is missing: an older SQLite file's own history first, then the shared migrations. */
export async function migrateDatabase(database: Database) {
  if (database.sqlite) applySqliteHistory(database.sqlite);
  const own: Record<string, KyselyMigration> = {};
  for (const [name, migration] of Object.entries(migrations)) {
    own[name] = { up: (db) => migration.up(db, database.dialect) };
  }
  // The schema's own names, snake_case as written: no renaming plugin.
  const db = database.db.withoutPlugins() as unknown as Kysely<unknown>;
  // A newer release's schema that this one can read is left as it is (a rolling upgrade, a rollback).
  if ((await checkSchemaCompat(db, migrations)) === "newer") return;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => own } });
  const { error } = await migrator.migrateToLatest();
  // A newer release migrated meanwhile (both started at the same moment): the same rule, said in French.
  const corrupted = error instanceof Error && /corrupted migrations/.test(error.message);
  if (corrupted && (await checkSchemaCompat(db, migrations)) === "newer") return;
  if (error) throw error;
  await recordSchemaCompat(db, migrations);
  // Services kept before their search columns existed are searchable at once.
  await refreshServiceSearch(database.db);
  // Accounts an older release wrote meanwhile are searched by what they hold now.
  await refreshUserSearch(database.db);
}
