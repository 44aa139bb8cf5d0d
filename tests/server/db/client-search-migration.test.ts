import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateDatabase } from "../../../server/db/open";
import { countClients } from "../../../server/domain/staff/client-search";
import { pageOfClients } from "../../../server/domain/staff/clients";
import { userSearchColumns } from "../../../server/domain/user-search";
import { referenceCount, referencePage } from "../support/client-search-reference";
import { databaseBefore } from "../support/database-before";

const firstNames = ["Ndèye", "Aïda", "Awa", "Marie-Hélène", "ÉLODIE", "Ousmane"];
const lastNames = ["Sène", "ŊOM", "D'Almeida", "Diop", "Sall 50%"];
const phones = ["+221 77 123 45 67", null, "(+221) 78-555-12-34", "70.555.12.34"];

describe("migration 0020: the accounts already there", { timeout: 60_000 }, () => {
  it("get their stored copy, by batches, as the writers write it", async () => {
    const database = await databaseBefore("0020");
    // More than two batches of the migration's 500.
    const rows = Array.from({ length: 1_203 }, (_, i) => ({
      email: `client_${i}@Example.com`,
      password_hash: "not-a-hash",
      first_name: firstNames[i % firstNames.length] ?? "",
      last_name: lastNames[i % lastNames.length] ?? "",
      telephone_number: phones[i % phones.length] ?? null,
      created_at: 1_770_000_000_000,
    }));
    const raw = database.db.withoutPlugins() as unknown as Kysely<{ users: (typeof rows)[number] }>;
    for (let i = 0; i < rows.length; i += 200)
      await raw
        .insertInto("users")
        .values(rows.slice(i, i + 200))
        .execute();

    await migrateDatabase(database);
    const users = await database.db.selectFrom("users").selectAll().orderBy("id").execute();
    expect(users).toHaveLength(1_203);
    for (const u of users)
      expect({ searchText: u.searchText, searchPhone: u.searchPhone }, String(u.email)).toEqual(
        userSearchColumns(u),
      );
    expect(users[1]?.searchText).toBe("aida nom\u001fnom aida\u001fclient_1@example.com");
    expect(users[2]?.searchPhone).toBe("221785551234");
    // The indexes the pages walk.
    const names =
      database.dialect === "postgres"
        ? await sql<{ name: string }>`select indexname as name from pg_indexes`.execute(database.db)
        : await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(
            database.db,
          );
    expect(names.rows.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        "users_by_name",
        "users_search_missing",
        "staff_audit_staff",
        "staff_audit_client_line",
        "staff_audit_booking_line",
      ]),
    );
  });

  it("finishes what a start stopped half-way left (SQLite commits each statement of it alone)", async () => {
    const database = await databaseBefore("0020");
    const raw = database.db.withoutPlugins() as unknown as Kysely<unknown>;
    // Stopped after its first statements: the columns and one index are there, the rest not.
    await raw.schema.alterTable("users").addColumn("search_text", "text").execute();
    await raw.schema.alterTable("users").addColumn("search_phone", "text").execute();
    await raw.schema.createIndex("staff_audit_staff").on("staff_audit").columns(["staff_id", "id"]).execute();
    await migrateDatabase(database);
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(raw);
    expect(applied.rows.map((r) => r.name)).toContain("0020_client_search");
  });
});

describe("migration 0023: the accounts already there", { timeout: 60_000 }, () => {
  it("are found through the index as the search before it found them", async () => {
    const database = await databaseBefore("0023");
    const { db, dialect } = database;
    const raw = db.withoutPlugins() as unknown as Kysely<{
      users: {
        email: string;
        password_hash: string;
        first_name: string;
        last_name: string;
        telephone_number: string | null;
        created_at: number;
        search_text: string | null;
        search_phone: string | null;
      };
    }>;
    for (let i = 0; i < 60; i++) {
      const u = {
        email: `client_${i}@Example.com`,
        firstName: firstNames[i % firstNames.length] ?? "",
        lastName: lastNames[i % lastNames.length] ?? "",
        telephoneNumber: phones[i % phones.length] ?? null,
      };
      // One in ten written by the release before the copy: none.
      const copy = i % 10 === 0 ? { searchText: null, searchPhone: null } : userSearchColumns(u);
      await raw
        .insertInto("users")
        .values({
          email: u.email,
          password_hash: "not-a-hash",
          first_name: u.firstName,
          last_name: u.lastName,
          telephone_number: u.telephoneNumber,
          created_at: 1_770_000_000_000,
          search_text: copy.searchText,
          search_phone: copy.searchPhone,
        })
        .execute();
    }
    await migrateDatabase(database);
    // Rows a start left without a copy (an older release wrote them meanwhile) stay so here.
    await sql`update users set search_text = null, search_phone = null where id < 4`.execute(db);
    const now = new Date(1_770_000_000_000);
    for (const q of [
      "sene",
      "aida nom",
      "d'alm",
      "sall 50%",
      "ousmane",
      "example.com",
      "555 12",
      "123 45",
      "zzz",
    ]) {
      const count = await referenceCount(db, q);
      expect(await countClients(db, dialect, q), q).toBe(count);
      const page = await pageOfClients(db, dialect, q, 100, 0, now, count);
      expect(
        page.map((u) => u.id),
        q,
      ).toEqual(await referencePage(db, q, 100, 0));
    }
    expect(await referenceCount(db, "sene")).toBeGreaterThan(10);
  });
});
