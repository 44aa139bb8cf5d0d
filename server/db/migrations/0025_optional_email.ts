import { type Kysely, sql } from "kysely";
import type { Migration } from "./index";

/**
 * `users.email` may be null: a client the desk creates may have only a phone number (no mail goes
 * to them, no login is possible until they claim the account). The unique index on `email` still
 * holds for the others (both databases let several rows have none).
 *
 * PostgreSQL drops the constraint in place. SQLite cannot: the table is rebuilt (the documented
 * way: a copy with the new definition, the old dropped, the copy renamed), with foreign keys off
 * for the swap and checked before the commit, in one transaction. What hangs on `users` is put
 * back as it was, read from the schema itself: its indexes, and its triggers (the search index's,
 * the desk version's, any a later migration adds); the ids and the AUTOINCREMENT counter are kept,
 * so the search index (`users_search`, keyed by id) and every row pointing at a user stay right.
 *
 * Breaks older releases: they read `email` as always present (their search copy, their mails), so
 * one started on this schema refuses in French rather than fail on a client without e-mail.
 */
export const optionalEmail: Migration = {
  breaksOlder: true,
  async up(db, dialect) {
    if (dialect === "postgres") {
      await sql`alter table users alter column email drop not null`.execute(db);
      return;
    }
    await rebuildUsersOnSqlite(db);
  },
};

type SchemaRow = { type: string; name: string; sql: string | null };

/** The `email` column's definition, however the file's history wrote it (quotes, case). */
const EMAIL_NOT_NULL = /(["`[]?email["`\]]?\s+text)\s+not\s+null/i;

async function rebuildUsersOnSqlite(db: Kysely<unknown>) {
  const table = await sql<SchemaRow>`select type, name, sql from sqlite_master
    where type = 'table' and name = 'users'`.execute(db);
  const definition = table.rows[0]?.sql;
  if (!definition) throw new Error("users table missing");
  // Run again after a start that stopped before its record: the column is already nullable.
  if (!EMAIL_NOT_NULL.test(definition)) return;
  const matches = definition.match(new RegExp(EMAIL_NOT_NULL, "gi")) ?? [];
  if (matches.length !== 1) throw new Error("users.email defined more than once");
  const rebuilt = definition
    .replace(EMAIL_NOT_NULL, "$1")
    .replace(/^create\s+table\s+["`[]?users["`\]]?/i, 'CREATE TABLE "users_rebuilt"');
  // `pragma foreign_keys` is a no-op inside a transaction: set around it.
  const keys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  const keysWereOn = Number(keys.rows[0]?.foreign_keys ?? 0) === 1;
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (tx) => {
      const attached = await sql<SchemaRow>`select type, name, sql from sqlite_master
        where tbl_name = 'users' and type in ('index', 'trigger') and sql is not null
        order by rowid`.execute(tx);
      const sequence = await sql<{
        seq: number;
      }>`select seq from sqlite_sequence where name = 'users'`.execute(tx);
      await sql.raw(rebuilt).execute(tx);
      await sql`insert into users_rebuilt select * from users`.execute(tx);
      await sql`drop table users`.execute(tx);
      await sql`alter table users_rebuilt rename to users`.execute(tx);
      const seq = sequence.rows[0]?.seq;
      if (seq !== undefined)
        await sql`update sqlite_sequence set seq = max(seq, ${seq}) where name = 'users'`.execute(tx);
      for (const row of attached.rows) if (row.sql) await sql.raw(row.sql).execute(tx);
      const broken = await sql`pragma foreign_key_check`.execute(tx);
      if (broken.rows.length > 0) throw new Error(`foreign keys broken: ${JSON.stringify(broken.rows)}`);
    });
  } finally {
    if (keysWereOn) await sql`pragma foreign_keys = on`.execute(db);
  }
}
