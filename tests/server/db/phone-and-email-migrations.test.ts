import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateDatabase } from "../../../server/db/open";
import { countClients } from "../../../server/domain/staff/client-search";
import { userSearchColumns, withUserSearch } from "../../../server/domain/user-search";
import { databaseBefore, migrateThrough } from "../support/database-before";

type RawUser = {
  id?: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  telephone_number: string | null;
  created_at: number;
  search_text: string | null;
  search_phone: string | null;
};
type Raw = Kysely<{
  users: RawUser;
  token_families: { id: string; user_id: number; created_at: number };
  credit_records: { user_id: number; origin: string; original_credit_number: number; created_at: number };
}>;

const user = (i: number, phone: string | null, withCopy = true): RawUser => {
  const identity = {
    firstName: "Ndèye",
    lastName: `Diop${i}`,
    email: `c${i}@example.com`,
    telephoneNumber: phone,
  };
  const copy = userSearchColumns(identity);
  return {
    email: identity.email,
    password_hash: "not-a-hash",
    first_name: identity.firstName,
    last_name: identity.lastName,
    telephone_number: phone,
    created_at: 1_770_000_000_000,
    search_text: withCopy ? copy.searchText : null,
    search_phone: withCopy ? copy.searchPhone : null,
  };
};

describe("migration 0024: the phone numbers already there", () => {
  it("are rewritten in their canonical form where they parse, the others left as they were", async () => {
    const database = await databaseBefore("0024");
    const raw = database.db.withoutPlugins() as unknown as Raw;
    const phones = [
      "77 123 45 67",
      "+221 78-555-12-34",
      "00221 70.000.00.00",
      "+33 6 12 34 56 78",
      "+221771234560",
      "12 34", // not a number: kept
      "0612345678", // a French number without its country: kept
      null,
    ];
    await raw
      .insertInto("users")
      .values(phones.map((p, i) => user(i, p, i !== 2)))
      .execute();
    await migrateDatabase(database);
    const rows = await database.db
      .selectFrom("users")
      .select(["telephoneNumber", "searchPhone", "searchText"])
      .orderBy("id")
      .execute();
    expect(rows.map((r) => r.telephoneNumber)).toEqual([
      "+221771234567",
      "+221785551234",
      "+221700000000",
      "+33612345678",
      "+221771234560",
      "12 34",
      "0612345678",
      null,
    ]);
    // The searched copy follows (the server's refresh would anyway; a row without one has it now).
    expect(rows[0]?.searchPhone).toBe("221771234567");
    expect(rows[1]?.searchPhone).toBe("221785551234");
    expect(rows[2]?.searchPhone).toBe("221700000000");
    expect(await countClients(database.db, database.dialect, "00221 77 123 45 67")).toBe(1);
    expect(await countClients(database.db, database.dialect, "78.555.12.34")).toBe(1);
  });
});

/** Every schema object but the users table's own definition, and that definition apart. */
async function sqliteSchema(db: Kysely<unknown>) {
  const rows = await sql<{ type: string; name: string; tbl_name: string; sql: string | null }>`
    select type, name, tbl_name, sql from sqlite_master order by type, name`.execute(db);
  return rows.rows;
}

async function everyRow(db: Kysely<unknown>, table: string) {
  return (await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(db)).rows;
}

describe("migration 0025: e-mail optional", { timeout: 60_000 }, () => {
  it("keeps every row, index, trigger and key of the accounts, and lets an account have no e-mail", async () => {
    const database = await databaseBefore("0025");
    const raw = database.db.withoutPlugins() as unknown as Raw;
    const anyDb = raw as unknown as Kysely<unknown>;
    await raw
      .insertInto("users")
      .values(
        Array.from({ length: 30 }, (_, i) =>
          user(i, i % 3 ? `+22177000${String(i).padStart(4, "0")}` : null),
        ),
      )
      .execute();
    // The last account erased: the next id must not reuse its id (AUTOINCREMENT's counter kept).
    await raw.deleteFrom("users").where("email", "=", "c29@example.com").execute();
    await raw.insertInto("token_families").values({ id: "f1", user_id: 3, created_at: 1 }).execute();
    await raw
      .insertInto("credit_records")
      .values({ user_id: 5, origin: "pack", original_credit_number: 10, created_at: 1 })
      .execute();
    const tables = ["users", "token_families", "credit_records", "desk_version"];
    const before = {
      schema: database.dialect === "sqlite" ? await sqliteSchema(anyDb) : [],
      rows: await Promise.all(tables.map((t) => everyRow(anyDb, t))),
    };

    // Only through 0025: a later migration's columns on `users` are not this one's doing.
    await migrateThrough(database, "0025");

    expect(await Promise.all(tables.map((t) => everyRow(anyDb, t)))).toEqual(before.rows);
    if (database.dialect === "sqlite") {
      const after = await sqliteSchema(anyDb);
      const definition = (rows: typeof after) =>
        rows.find((r) => r.type === "table" && r.name === "users")?.sql;
      // The same objects, each as it was, but the users table whose e-mail lost its « not null »
      // (the tables of the migrations after it, run too, left aside).
      const known = new Set(before.schema.map((r) => r.tbl_name));
      expect(after.filter((r) => r.name !== "users" && known.has(r.tbl_name))).toEqual(
        before.schema.filter((r) => r.name !== "users"),
      );
      expect(definition(after)).toBe(
        definition(before.schema)?.replace('"email" text not null', '"email" text'),
      );
      expect((await sql`pragma foreign_key_check`.execute(anyDb)).rows).toEqual([]);
      expect((await sql`pragma integrity_check`.execute(anyDb)).rows).toEqual([{ integrity_check: "ok" }]);
      expect(
        (await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(anyDb)).rows[0]?.foreign_keys,
      ).toBe(1);
    }

    // An account without an e-mail now; its id after the erased one's; the triggers still at work.
    const deskBefore = await database.db.selectFrom("deskVersion").select("value").executeTakeFirstOrThrow();
    const added = await database.db
      .insertInto("users")
      .values(
        withUserSearch({
          email: null,
          passwordHash: "!",
          firstName: "Moustapha",
          lastName: "Kane",
          telephoneNumber: "+221765554433",
          createdAt: new Date(),
        }),
      )
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(added.id).toBe(31);
    const deskAfter = await database.db.selectFrom("deskVersion").select("value").executeTakeFirstOrThrow();
    expect(Number(deskAfter.value)).toBeGreaterThan(Number(deskBefore.value));
    // Found by the search index (its triggers on SQLite), by name and by phone; the others still.
    expect(await countClients(database.db, database.dialect, "moustapha")).toBe(1);
    expect(await countClients(database.db, database.dialect, "765554433")).toBe(1);
    expect(await countClients(database.db, database.dialect, "Diop1")).toBe(11);
    // Two without an e-mail: the unique index on e-mails does not count them.
    await database.db
      .insertInto("users")
      .values(
        withUserSearch({
          email: null,
          passwordHash: "!",
          firstName: "A",
          lastName: "B",
          createdAt: new Date(),
        }),
      )
      .execute();
    // And an e-mail still once only.
    await expect(
      database.db
        .insertInto("users")
        .values(
          withUserSearch({
            email: "c1@example.com",
            passwordHash: "!",
            firstName: "A",
            lastName: "B",
            createdAt: new Date(),
          }),
        )
        .execute(),
    ).rejects.toThrow();
    // A key to an account that does not exist is still refused.
    await expect(
      raw.insertInto("token_families").values({ id: "f2", user_id: 999, created_at: 1 }).execute(),
    ).rejects.toThrow();
  });
});
