import { existsSync } from "node:fs";
import Sqlite from "better-sqlite3";
import { openSqlite, openSqliteReadOnly } from "../db/open";
import { BackupError } from "./errors";
import type { DatabaseState } from "./manifest";
import { compareState, databaseState, lastMigration } from "./state";

/**
 * Copies the SQLite file with SQLite's online backup, safe while the server runs and writes (WAL):
 * one read transaction holds the counts and the copy, so both are of the same instant, and the
 * pages are copied in one step (a writer in between would otherwise restart the copy). `cp` of the
 * file would miss what is still in `-wal`, or copy a page half-written.
 */
export async function backupSqlite(source: string, destination: string, at: Date) {
  if (!existsSync(source)) throw new BackupError(`Base SQLite introuvable : ${source}`);
  const database = openSqlite(source);
  const { sqlite, db } = database;
  try {
    // Deferred: the first read below fixes the snapshot that the copy reads too.
    sqlite.exec("BEGIN");
    const state = await databaseState(db, "sqlite", at);
    const migration = await lastMigration(db, state);
    await sqlite.backup(destination, { progress: () => 0x7fffffff });
    sqlite.exec("COMMIT");
    // The copy stands alone, without a `-wal` beside it; the server turns WAL back on when it opens it.
    const copy = new Sqlite(destination);
    copy.pragma("journal_mode = DELETE");
    copy.close();
    return { state, migration };
  } finally {
    await database.close();
  }
}

/**
 * Opens the copy read-only and checks it: SQLite's own integrity and foreign keys, then the same
 * rows, balances and ledger rule as the manifest says. A truncated or damaged file is refused.
 */
export async function checkSqliteCopy(file: string, expected: DatabaseState, at: Date) {
  let database: ReturnType<typeof openSqliteReadOnly> | undefined;
  try {
    database = openSqliteReadOnly(file);
    const integrity = database.sqlite.pragma("integrity_check") as { integrity_check: string }[];
    const problems = integrity.map((r) => r.integrity_check).filter((r) => r !== "ok");
    if (problems.length > 0)
      throw new BackupError(
        `La copie SQLite est abîmée (PRAGMA integrity_check) : ${problems.slice(0, 3).join(" ; ")}.`,
      );
    const orphans = database.sqlite.pragma("foreign_key_check") as { table: string; parent: string }[];
    const [orphan] = orphans;
    if (orphan)
      throw new BackupError(
        `La copie SQLite a ${orphans.length} ligne(s) sans leur ligne liée (PRAGMA foreign_key_check), dont une de ${orphan.table} vers ${orphan.parent}.`,
      );
    compareState(await databaseState(database.db, "sqlite", at), expected);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `La copie SQLite est illisible : ${error instanceof Error ? error.message : String(error)}.`,
    );
  } finally {
    await database?.close();
  }
}

/**
 * Whether a process has the file open, as the server does all the time it runs: every connection
 * to a WAL database holds a shared lock on it, so an exclusive lock is refused at once.
 */
export function sqliteInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const probe = new Sqlite(file, { timeout: 0 });
  try {
    probe.pragma("locking_mode = EXCLUSIVE");
    probe.exec("BEGIN EXCLUSIVE");
    probe.exec("ROLLBACK");
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === "SQLITE_BUSY") return true;
    throw error;
  } finally {
    probe.close();
  }
}
