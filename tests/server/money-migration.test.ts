import { describe, expect, it } from "vitest";
import { migrateDatabase, openSqlite } from "../../server/db/open";
import { seedContent } from "../../server/db/seed/seed";
import { applySqliteHistory } from "../../server/db/sqlite-history";

/**
 * Today's seed on a database at an older migration: the columns added since are there only while
 * the seed writes, as if the rows had been written then.
 */
async function seedOldSchema(database: ReturnType<typeof openSqlite>) {
  const { sqlite } = database;
  const later = ["name_search", "description_search", "short_description_search", "staffing"];
  for (const column of later) sqlite.exec(`ALTER TABLE services ADD ${column} text DEFAULT '' NOT NULL`);
  await seedContent({ db: database.db, database });
  for (const column of later) sqlite.exec(`ALTER TABLE services DROP COLUMN ${column}`);
}

const at = Date.parse("2026-03-02T08:00:00Z");

/** A SQLite file at migration 0006 with the seed, a member and a slot a week ahead, as before 0007. */
async function atMigration0006() {
  const database = openSqlite(":memory:");
  const { sqlite } = database;
  applySqliteHistory(sqlite, "0006_availability_version", { create: true });
  await seedOldSchema(database);
  sqlite
    .prepare(
      "INSERT INTO users (email, password_hash, first_name, last_name, is_verified, created_at) VALUES ('a@example.com', 'x', 'Awa', 'Diop', 1, ?)",
    )
    .run(at);
  sqlite
    .prepare(
      "INSERT INTO slots (service_id, date, start_time, end_time, starts_at, ends_at, capacity) VALUES (1, '2026-03-09', '13:00:00', '14:00:00', ?, ?, 2)",
    )
    .run(at + 7 * 86_400_000, at + 7 * 86_400_000 + 3_600_000);
  return database;
}

const affinity = (type: string) =>
  /INT/i.test(type) ? "integer" : /TEXT|CHAR/i.test(type) ? "text" : type.toLowerCase();
/** `true`, `1` and `'1'` are one default to SQLite's integer columns. */
const defaultValue = (value: string) =>
  value === "true" ? "1" : value === "false" ? "0" : value.replace(/^'(\d+)'$/, "$1");

/** Every table's columns, and every index, as SQLite describes them (names and declared types). */
function shape(sqlite: ReturnType<typeof openSqlite>["sqlite"]) {
  const tables = sqlite
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '%migration%' order by name",
    )
    .all() as { name: string }[];
  const columns = Object.fromEntries(
    tables.map(({ name }) => [
      name,
      (
        sqlite.prepare(`pragma table_info(${name})`).all() as {
          name: string;
          type: string;
          notnull: number;
          pk: number;
          dflt_value: string | null;
        }[]
      )
        // Declared types compared by what SQLite makes of them (BIGINT and INTEGER hold the same).
        .map(
          (c) =>
            `${c.name} ${affinity(c.type)}${c.notnull ? " not null" : ""}${c.pk ? " key" : ""}${c.dflt_value === null ? "" : ` = ${defaultValue(c.dflt_value)}`}`,
        )
        .sort(),
    ]),
  );
  const indexes = (
    sqlite
      .prepare(
        "select name from sqlite_master where type in ('index', 'trigger') and sql is not null order by name",
      )
      .all() as { name: string }[]
  ).map((r) => r.name);
  return { columns, indexes };
}

describe("the schema's two ways in", () => {
  it("gives a file that went through the old SQLite history the same schema as a new one", async () => {
    const old = openSqlite(":memory:");
    applySqliteHistory(old.sqlite, undefined, { create: true });
    await migrateDatabase(old);
    const fresh = openSqlite(":memory:");
    await migrateDatabase(fresh);
    expect(shape(fresh.sqlite)).toEqual(shape(old.sqlite));
    expect(shape(fresh.sqlite).indexes).toContain("bookings_update_bumps_availability");
  });
});

describe("migration 0007 on a database already in use", () => {
  it("gives existing bookings, pack payments and refunded payments the values they were charged", async () => {
    const database = await atMigration0006();
    const { sqlite } = database;
    // Massage suédois (25 000 XOF / 25 crédits, private option 10 000 / 10): at 10 %, and in full.
    const book = sqlite.prepare(
      "INSERT INTO bookings (user_id, service_id, slot_id, number_person, private_option, price, credit_price, payment_status, created_at, hold_until) VALUES (1, 1, 1, ?, ?, ?, ?, 'paid', ?, ?)",
    );
    book.run(1, 0, 22_500, 23, at, at);
    book.run(1, 1, 31_500, 32, at, at);
    book.run(2, 0, 50_000, 50, at, at);
    const pay = sqlite.prepare(
      "INSERT INTO payments (id, user_id, purpose, object_id, method, amount, status, created_at, expires_at, provider) VALUES (?, 1, ?, ?, 'PAY04', ?, ?, ?, ?, 'orange-money')",
    );
    pay.run("pack-open", "pack", 2, 95_000, "pending", at, at);
    pay.run("pack-gone", "pack", 99, 10_000, "pending", at, at);
    pay.run("short", "booking", 1, 22_500, "refunded", at, at);
    pay.run("foreign", "booking", 1, 22_500, "refunded", at, at);
    pay.run("replaced", "booking", 1, 22_500, "refunded", at, at);
    pay.run("paid", "booking", 1, 22_500, "success", at, at);
    const receipt = sqlite.prepare(
      "INSERT INTO provider_receipts (provider, transaction_id, payment_id, outcome, amount, received_at) VALUES ('orange-money', ?, ?, ?, ?, ?)",
    );
    receipt.run("MP1", "short", "failed", null, at);
    receipt.run("MP2", "short", "success", 100, at);
    receipt.run("MP3", "foreign", "success", -1, at);
    receipt.run("MP4", "paid", "success", 22_500, at);

    await migrateDatabase(database);

    expect(
      sqlite.prepare("SELECT price, money_refund_credits AS back FROM bookings ORDER BY id").all(),
    ).toEqual([
      { price: 22_500, back: 22 },
      { price: 31_500, back: 31 },
      { price: 50_000, back: 50 },
    ]);
    const rows = await database.db
      .selectFrom("payments")
      .select(["id", "packName", "packCredits", "packValidityDays", "refundAmount"])
      .execute();
    const by = (id: string) => rows.find((r) => r.id === id);
    expect(by("pack-open")).toMatchObject({
      packName: "Pack Découverte",
      packCredits: 100,
      packValidityDays: 180,
      refundAmount: null,
    });
    // A pack that no longer exists records nothing: its payment's success is refunded, as before.
    expect(by("pack-gone")).toMatchObject({ packName: null, packCredits: null, packValidityDays: null });
    expect(by("short")?.refundAmount).toBe(100);
    expect(by("foreign")?.refundAmount).toBeNull();
    expect(by("replaced")?.refundAmount).toBe(22_500);
    expect(by("paid")?.refundAmount).toBeNull();
  });

  it("never gives an existing booking less than its credit price minus the rounding, prices changed since", async () => {
    const database = await atMigration0006();
    const { sqlite } = database;
    // Booked at 25 000 XOF / 25 credits; the centre has raised the massage to 30 000 XOF since.
    sqlite
      .prepare(
        "INSERT INTO bookings (user_id, service_id, slot_id, number_person, private_option, price, credit_price, payment_status, created_at, hold_until) VALUES (1, 1, 1, 1, 0, 25000, 25, 'paid', ?, ?)",
      )
      .run(at, at);
    sqlite.prepare("UPDATE services SET price = 30000 WHERE id = 1").run();

    await migrateDatabase(database);

    // Today's rate says 20; what was paid was worth 25 at most, and rounding never moved it by a
    // whole credit, so 24 at least.
    expect(sqlite.prepare("SELECT money_refund_credits AS back FROM bookings").all()).toEqual([{ back: 24 }]);
  });
});
