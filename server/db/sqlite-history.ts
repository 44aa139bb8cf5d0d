import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type Database from "better-sqlite3";

const folder = fileURLToPath(new URL("./sqlite-history", import.meta.url));

type Entry = { tag: string; when: number };

/**
 * SQLite files made before the schema had one source for both databases went through these SQL
 * migrations (0000 to 0008), recorded in `__drizzle_migrations`. Such a file is brought to the last
 * of them here, then the shared migrations take over; a new file starts from the shared baseline.
 * `upTo` stops earlier (tests of a migration over older data).
 */
export function applySqliteHistory(
  sqlite: Database.Database,
  upTo?: string,
  options: { create?: boolean } = {},
) {
  const known = sqlite
    .prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'")
    .get();
  if (!known && !options.create) return;
  const journal = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, "utf8")) as { entries: Entry[] };
  sqlite
    .transaction(() => {
      sqlite.exec(
        "create table if not exists __drizzle_migrations (id integer primary key autoincrement, hash text not null, created_at numeric)",
      );
      const last = sqlite.prepare("select max(created_at) as at from __drizzle_migrations").get() as {
        at: number | null;
      };
      for (const entry of journal.entries) {
        if (last.at === null || entry.when > last.at) {
          const text = readFileSync(`${folder}/${entry.tag}.sql`, "utf8");
          for (const statement of text.split("--> statement-breakpoint")) {
            if (statement.trim()) sqlite.exec(statement);
          }
          const hash = createHash("sha256").update(text).digest("hex");
          sqlite
            .prepare("insert into __drizzle_migrations (hash, created_at) values (?, ?)")
            .run(hash, entry.when);
        }
        if (entry.tag === upTo) break;
      }
    })
    .immediate();
}
