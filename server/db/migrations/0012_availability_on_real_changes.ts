import { type Kysely, sql } from "kysely";
import type { Migration } from "./index";

/** The tables whose changes alter what a slot answer says (see `bumpAvailabilityOnChange`). */
const availabilityTables = ["slots", "bookings", "services", "integer_settings"];

/**
 * PostgreSQL's availability triggers fired once per statement, also for a statement that changed
 * no row (the minute's upkeep looking for lapsed holds): every instance then threw its slot
 * answers away for nothing. They now look at the rows the statement touched, as SQLite's row
 * triggers do. SQLite is unchanged.
 */
export const availabilityOnRealChanges: Migration = {
  async up(db, dialect) {
    if (dialect !== "postgres") return;
    for (const table of availabilityTables)
      await sql`drop trigger if exists ${sql.raw(`${table}_bumps_availability`)} on ${sql.table(table)}`.execute(
        db,
      );
    await sql`drop function if exists bump_availability()`.execute(db);
    await bumpAvailabilityWhenRowsChange(db, availabilityTables);
  },
};

/**
 * On PostgreSQL, bumps the availability version after each statement that touched at least one row
 * of `tables` (one trigger per event: a trigger with its statement's rows has one event only).
 */
export async function bumpAvailabilityWhenRowsChange(db: Kysely<unknown>, tables: string[]) {
  await sql`create or replace function bump_availability_if_rows() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from touched_rows) then
        update availability_version set value = value + 1 where id = 1;
      end if;
      return null;
    end $$`.execute(db);
  for (const table of tables) {
    for (const [event, rows] of [
      ["insert", "new"],
      ["update", "new"],
      ["delete", "old"],
    ] as const) {
      await sql`create trigger ${sql.raw(`${table}_${event}_bumps_availability`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        referencing ${sql.raw(rows)} table as touched_rows
        for each statement execute function bump_availability_if_rows()`.execute(db);
    }
  }
}
