import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/open";
import { bookings, payments } from "../../server/db/schema";
import { seedContent } from "../../server/db/seed/seed";

const migrations = fileURLToPath(new URL("../../server/db/migrations", import.meta.url));

/** The migrations up to and including `tag`, as a folder of their own. */
function migrationsUpTo(tag: string) {
  const dir = mkdtempSync(join(tmpdir(), "migrations-"));
  mkdirSync(join(dir, "meta"));
  const journal = JSON.parse(readFileSync(join(migrations, "meta", "_journal.json"), "utf8"));
  const last = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  journal.entries = journal.entries.slice(0, last + 1);
  for (const entry of journal.entries)
    copyFileSync(join(migrations, `${entry.tag}.sql`), join(dir, `${entry.tag}.sql`));
  writeFileSync(join(dir, "meta", "_journal.json"), JSON.stringify(journal));
  return dir;
}

/**
 * Today's seed on a database at an older migration: the columns added since are there only while
 * the seed writes, as if the rows had been written then.
 */
function seedOldSchema(
  db: ReturnType<typeof openDatabase>["db"],
  sqlite: ReturnType<typeof openDatabase>["sqlite"],
) {
  const later = ["name_search", "description_search", "short_description_search"];
  for (const column of later) sqlite.exec(`ALTER TABLE services ADD ${column} text DEFAULT '' NOT NULL`);
  seedContent({ db, sqlite });
  for (const column of later) sqlite.exec(`ALTER TABLE services DROP COLUMN ${column}`);
}

const at = Date.parse("2026-03-02T08:00:00Z");

/** A database at migration 0006 with the seed, a member and a slot a week ahead, as before 0007. */
function atMigration0006() {
  const { db, sqlite } = openDatabase(":memory:", { migrate: false });
  migrate(db, { migrationsFolder: migrationsUpTo("0006_availability_version") });
  seedOldSchema(db, sqlite);
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
  return { db, sqlite };
}

describe("migration 0007 on a database already in use", () => {
  it("gives existing bookings, pack payments and refunded payments the values they were charged", () => {
    const { db, sqlite } = atMigration0006();
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

    migrate(db, { migrationsFolder: migrations });

    expect(
      db
        .select({ price: bookings.price, back: bookings.moneyRefundCredits })
        .from(bookings)
        .orderBy(bookings.id)
        .all(),
    ).toEqual([
      { price: 22_500, back: 22 },
      { price: 31_500, back: 31 },
      { price: 50_000, back: 50 },
    ]);
    const rows = db
      .select({
        id: payments.id,
        packName: payments.packName,
        packCredits: payments.packCredits,
        packValidityDays: payments.packValidityDays,
        refundAmount: payments.refundAmount,
      })
      .from(payments)
      .all();
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

  it("never gives an existing booking less than its credit price minus the rounding, prices changed since", () => {
    const { db, sqlite } = atMigration0006();
    // Booked at 25 000 XOF / 25 credits; the centre has raised the massage to 30 000 XOF since.
    sqlite
      .prepare(
        "INSERT INTO bookings (user_id, service_id, slot_id, number_person, private_option, price, credit_price, payment_status, created_at, hold_until) VALUES (1, 1, 1, 1, 0, 25000, 25, 'paid', ?, ?)",
      )
      .run(at, at);
    sqlite.prepare("UPDATE services SET price = 30000 WHERE id = 1").run();

    migrate(db, { migrationsFolder: migrations });

    // Today's rate says 20; what was paid was worth 25 at most, and rounding never moved it by a
    // whole credit, so 24 at least.
    expect(db.select({ back: bookings.moneyRefundCredits }).from(bookings).all()).toEqual([{ back: 24 }]);
  });
});
