import { type Kysely, sql } from "kysely";
import type { Migration } from "./index";

/** Every table the desk's kept answers (the agenda, the takings) are read from. */
export const deskTables = [
  "bookings",
  "slots",
  "services",
  "users",
  "venue_payments",
  "credit_movements",
  "credit_records",
  "payments",
];

/**
 * A number every change to what the desk's kept answers show moves, whichever process or code path
 * writes (a trigger, as for the availability version): each server keeps an answer (a busy day's
 * agenda, a month's takings) while the number stays, so several desks reloading it cost one read,
 * and reads it again after. On PostgreSQL, only a statement that touched rows moves it (the
 * minute's upkeep mostly finds none). Written to be run again after a start that stopped half-way.
 */
export const deskVersion: Migration = {
  async up(db, dialect) {
    await db.schema
      .createTable("desk_version")
      .ifNotExists()
      .addColumn("id", "integer", (c) => c.primaryKey().notNull())
      .addColumn("value", "integer", (c) => c.notNull())
      .execute();
    await sql`insert into desk_version (id, value) values (1, 0) on conflict (id) do nothing`.execute(db);
    if (dialect === "postgres") await bumpOnPostgres(db);
    else await bumpOnSqlite(db);
  },
};

async function bumpOnSqlite(db: Kysely<unknown>) {
  for (const table of deskTables) {
    for (const event of ["insert", "update", "delete"]) {
      await sql`create trigger if not exists ${sql.raw(`${table}_${event}_bumps_desk`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin update desk_version set value = value + 1 where id = 1; end`.execute(db);
    }
  }
}

async function bumpOnPostgres(db: Kysely<unknown>) {
  await sql`create or replace function bump_desk_if_rows() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from touched_rows) then
        update desk_version set value = value + 1 where id = 1;
      end if;
      return null;
    end $$`.execute(db);
  for (const table of deskTables) {
    for (const [event, rows] of [
      ["insert", "new"],
      ["update", "new"],
      ["delete", "old"],
    ] as const) {
      await sql`create or replace trigger ${sql.raw(`${table}_${event}_bumps_desk`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        referencing ${sql.raw(rows)} table as touched_rows
        for each statement execute function bump_desk_if_rows()`.execute(db);
    }
  }
}
