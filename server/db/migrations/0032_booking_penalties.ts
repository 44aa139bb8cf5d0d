import { type Kysely, sql } from "kysely";
import type { Dialect, Migration } from "./index";

/**
 * What a late cancel or a no-show cost a member, in credits, under the centre's policy: one row per
 * charge, with the credit line it wrote and, once staff give it back, when, by whom and the line
 * that gave it back. At most one charge standing per booking (a unique index on the rows not given
 * back): of two desks marking « Absent » at once, the database keeps one. The desk's agenda shows a
 * booking's charge, so a change here moves the desk version as a change to a booking does.
 */
export const bookingPenalties: Migration = {
  async up(db, dialect) {
    const table = db.schema.createTable("booking_penalties").ifNotExists();
    await (dialect === "postgres"
      ? table.addColumn("id", "serial", (c) => c.primaryKey().notNull())
      : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement().notNull())
    )
      .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("fee_credits", "integer", (c) => c.notNull())
      .addColumn("charged_credits", "integer", (c) => c.notNull())
      .addColumn("record_id", "integer", (c) => c.references("credit_records.id"))
      .addColumn("staff_id", "integer", (c) => c.references("users.id"))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("reversed_at", "bigint")
      .addColumn("reversed_by", "integer", (c) => c.references("users.id"))
      .addColumn("reversal_record_id", "integer", (c) => c.references("credit_records.id"))
      .execute();
    await db.schema
      .createIndex("booking_penalties_standing")
      .ifNotExists()
      .unique()
      .on("booking_penalties")
      .column("booking_id")
      .where(sql.ref("reversed_at"), "is", null)
      .execute();
    await db.schema
      .createIndex("booking_penalties_user")
      .ifNotExists()
      .on("booking_penalties")
      .columns(["user_id", "id"])
      .execute();
    await bumpDeskVersion(db, dialect);
  },
};

/** The triggers `0021_desk_version` puts on the desk's tables, on this one. */
async function bumpDeskVersion(db: Kysely<unknown>, dialect: Dialect) {
  for (const [event, rows] of [
    ["insert", "new"],
    ["update", "new"],
    ["delete", "old"],
  ] as const) {
    const name = sql.raw(`booking_penalties_${event}_bump_desk`);
    if (dialect === "postgres")
      await sql`create or replace trigger ${name}
        after ${sql.raw(event)} on booking_penalties
        referencing ${sql.raw(rows)} table as touched_rows
        for each statement execute function bump_desk_if_rows()`.execute(db);
    else
      await sql`create trigger if not exists ${name}
        after ${sql.raw(event)} on booking_penalties
        begin update desk_version set value = value + 1 where id = 1; end`.execute(db);
  }
}
