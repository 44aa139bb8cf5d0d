import { sql } from "kysely";
import pg from "pg";
import { describe, expect, inject, it, onTestFinished } from "vitest";
import { openDatabase } from "../../../server/db/open";
import { missingTrigramsMessage, trigramIndexNotice } from "../../../server/db/search-index";
import type { Db } from "../../../server/db/tables";
import { countClients, searchUsers } from "../../../server/domain/staff/client-search";
import { withUserSearch } from "../../../server/domain/user-search";
import { emptyDatabase, makeTestApp } from "../harness";

const ROLE = "recherche_sans_extension";

/** What PostgreSQL would do for a search's count, were the table large (no read of every row). */
async function planOf(db: Db, search: string) {
  return db.connection().execute(async (c) => {
    await sql`set enable_seqscan = off`.execute(c);
    const rows = await searchUsers(c, "postgres", search)
      .select((eb) => eb.fn.countAll().as("n"))
      .explain();
    await sql`reset enable_seqscan`.execute(c);
    return rows.map((r) => String(r["QUERY PLAN"])).join("\n");
  });
}

const names = async (db: Db) =>
  (
    await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'users'`.execute(
      db,
    )
  ).rows.map((r) => r.name);

describe("the client search's trigram indexes on PostgreSQL", { timeout: 60_000 }, () => {
  it("are there, with pg_trgm, and serve a search of the names and of the phone", async () => {
    const t = await makeTestApp();
    const { db } = t.deps;
    expect(await names(db)).toEqual(
      expect.arrayContaining(["users_search_text_trgm", "users_search_phone_trgm"]),
    );
    expect(await planOf(db, "diop")).toContain("users_search_text_trgm");
    expect(await planOf(db, "77 123")).toContain("users_search_phone_trgm");
    expect(await trigramIndexNotice(t.deps.database)).toBeNull();
  });

  it("without the right to install pg_trgm: the migration passes, the search reads every account, each start says what to run", async () => {
    // A role that may create tables in the schema but not install an extension in the database.
    const url = await emptyDatabase();
    const name = url.slice(url.lastIndexOf("/") + 1);
    const admin = new pg.Client({ connectionString: `${inject("postgresUrl")}/postgres` });
    await admin.connect();
    const exists = await admin.query("select 1 from pg_roles where rolname = $1", [ROLE]);
    if (exists.rowCount === 0) await admin.query(`create role ${ROLE} login`);
    await admin.end();
    const owner = new pg.Client({ connectionString: url });
    await owner.connect();
    onTestFinished(() => owner.end());
    await owner.query(`grant usage, create on schema public to ${ROLE}`);

    const database = await openDatabase(url.replace("://postgres@", `://${ROLE}@`), { poolSize: 2 });
    onTestFinished(() => database.close());
    const { db } = database;
    expect(await names(db)).not.toContain("users_search_text_trgm");
    expect(await trigramIndexNotice(database)).toBe(missingTrigramsMessage(name));
    expect(missingTrigramsMessage(name)).toContain(
      `psql -d ${name} -c "CREATE EXTENSION IF NOT EXISTS pg_trgm;"`,
    );
    const createdAt = new Date(1_770_000_000_000);
    for (const { firstName, lastName } of [
      { firstName: "Awa", lastName: "Diop" },
      { firstName: "Ndèye", lastName: "Sène" },
    ])
      await db
        .insertInto("users")
        .values({
          ...withUserSearch({
            email: `${lastName}@example.com`,
            firstName,
            lastName,
            telephoneNumber: "+221 77 123 45 67",
          }),
          passwordHash: "not-a-hash",
          createdAt,
        })
        .execute();
    expect(await countClients(db, "postgres", "diop")).toBe(1);
    expect(await countClients(db, "postgres", "77 123")).toBe(2);

    // The owner installs it: the next start makes the indexes, and says nothing more.
    await owner.query("create extension pg_trgm");
    expect(await trigramIndexNotice(database)).toBeNull();
    expect(await names(db)).toEqual(
      expect.arrayContaining(["users_search_text_trgm", "users_search_phone_trgm"]),
    );
    expect(await countClients(db, "postgres", "sene")).toBe(1);
  });
});
