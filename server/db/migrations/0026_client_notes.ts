import { type Kysely, sql } from "kysely";
import type { Dialect, Migration } from "./index";

/**
 * Staff notes on a client (allergies, pregnancy, injuries, preferences): read at the desk only,
 * on the client's page and beside their bookings in the agenda. A note is written once and may be
 * deleted (the audit log keeps who wrote and who deleted it). The desk's kept agenda shows notes:
 * a change to them moves the desk version, as a change to a booking does.
 */
export const clientNotes: Migration = {
  async up(db, dialect) {
    const table = db.schema.createTable("client_notes").ifNotExists();
    await (dialect === "postgres"
      ? table.addColumn("id", "serial", (c) => c.primaryKey().notNull())
      : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement().notNull())
    )
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("text", "text", (c) => c.notNull())
      .addColumn("author_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    // A client's notes, and a day's clients' notes, in one look-up each.
    await db.schema
      .createIndex("client_notes_user")
      .ifNotExists()
      .on("client_notes")
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
    const name = sql.raw(`client_notes_${event}_bump_desk`);
    if (dialect === "postgres")
      await sql`create or replace trigger ${name}
        after ${sql.raw(event)} on client_notes
        referencing ${sql.raw(rows)} table as touched_rows
        for each statement execute function bump_desk_if_rows()`.execute(db);
    else
      await sql`create trigger if not exists ${name}
        after ${sql.raw(event)} on client_notes
        begin update desk_version set value = value + 1 where id = 1; end`.execute(db);
  }
}
