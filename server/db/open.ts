import { chmodSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { refreshServiceSearch } from "../domain/service-search";
import * as schema from "./schema";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Opens (or creates) the database and brings its schema up to date, unless told not to (a serving
 * process of a cluster, whose primary migrated before starting it). `:memory:` for tests.
 */
export function openDatabase(file: string, options: { migrate?: boolean } = {}) {
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  // A paid booking or a bought pack must survive a power cut, not only a crash of the process.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  // Several processes write to this file: a writer waits its turn instead of failing with SQLITE_BUSY.
  sqlite.pragma("busy_timeout = 5000");
  const db = drizzle(sqlite, { schema });
  if (options.migrate ?? true) {
    migrate(db, { migrationsFolder });
    // Services kept before their search columns existed are searchable at once.
    refreshServiceSearch(db);
  }
  // Members' data: readable by the server's user only, whatever the umask.
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) chmodSync(path, 0o600);
  return { sqlite, db };
}
