import { type Kysely, sql } from "kysely";
import type { Migration } from "./index";

/**
 * The desk's client search (`search_text like '%…%'`, `search_phone like '%…%'`) served by an
 * index instead of a read of every account, on each database its own way.
 *
 * SQLite: a full-text table split in trigrams (`users_search`, every run of 3 characters, case kept:
 * the copy is folded already), which finds any text of 3 characters or more within the copy.
 * Contentless (it holds the index only) and kept in step by triggers on `users`, whoever writes,
 * the release before included: its rows and the copies `refreshUserSearch` rewrites go through them.
 * A row is taken out by its id alone (`contentless_delete`), so a copy that changed under the index
 * can never leave it inconsistent. A later migration that rebuilds `users` must rebuild this too.
 *
 * PostgreSQL: `pg_trgm`'s GIN indexes, which serve those LIKEs as they are written. Installing the
 * extension needs a privilege the application's role may lack: then nothing fails, the search reads
 * every account as before, and each start says what the owner should run (`clientSearchIndex`).
 */
export const clientSearchIndex: Migration = {
  async up(db, dialect) {
    if (dialect === "sqlite") {
      // All or nothing: a start stopped half-way finds no table without its triggers.
      await db.transaction().execute(async (tx) => {
        for (const statement of sqliteStatements) await sql.raw(statement).execute(tx);
      });
      return;
    }
    // A failure inside the migration's transaction would end it: tried behind a savepoint.
    await sql`savepoint pg_trgm_install`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`release savepoint pg_trgm_install`.execute(db);
    } catch {
      await sql`rollback to savepoint pg_trgm_install`.execute(db);
    }
    await createTrigramIndexes(db);
  },
};

const sqliteStatements = [
  `create virtual table if not exists users_search using fts5(
    search_text, search_phone, content = '', contentless_delete = 1, tokenize = 'trigram case_sensitive 1')`,
  `create trigger if not exists users_search_insert after insert on users begin
    insert into users_search (rowid, search_text, search_phone) values (new.id, new.search_text, new.search_phone);
  end`,
  `create trigger if not exists users_search_update after update of id, search_text, search_phone on users begin
    delete from users_search where rowid = old.id;
    insert into users_search (rowid, search_text, search_phone) values (new.id, new.search_text, new.search_phone);
  end`,
  `create trigger if not exists users_search_delete after delete on users begin
    delete from users_search where rowid = old.id;
  end`,
  `insert into users_search (users_search) values ('delete-all')`,
  `insert into users_search (rowid, search_text, search_phone) select id, search_text, search_phone from users`,
];

/** PostgreSQL's names of the two indexes. */
export const TRIGRAM_INDEXES = ["users_search_text_trgm", "users_search_phone_trgm"] as const;

/**
 * The trigram indexes, when `pg_trgm` is installed (else nothing: the search reads every account).
 * Answers whether they are there.
 */
export async function createTrigramIndexes(db: Kysely<unknown>): Promise<boolean> {
  const installed = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (installed.rows.length === 0) return false;
  // Each new account written into the index at once: with GIN's list of pending rows (its
  // default), thousands of accounts could wait there for a vacuum, read one by one at each search,
  // and the planner would rather read every account. Accounts are written seldom.
  for (const [name, column] of [
    ["users_search_text_trgm", "search_text"],
    ["users_search_phone_trgm", "search_phone"],
  ] as const)
    await sql`create index if not exists ${sql.id(name)} on users using gin (${sql.id(column)} gin_trgm_ops) with (fastupdate = off)`.execute(
      db,
    );
  return true;
}
