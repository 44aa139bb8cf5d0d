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

/**
 * A payment's columns the takings show. The others are the providers' bookkeeping, written on every
 * poll of an open payment (`checked_at`, every few seconds while members pay) or as it starts
 * (`provider_ref`, `launch_url`): they must not throw the desk's answers away. A column the takings
 * come to show is added here by the migration that adds it.
 */
const paymentColumnsShown = [
  "user_id",
  "purpose",
  "object_id",
  "method",
  "amount",
  "status",
  "created_at",
  "expires_at",
  "settled_at",
  "provider",
  "refund_state",
  "refund_amount",
  "pack_name",
  "pack_credits",
  "pack_validity_days",
  "refund_done_at",
  "refund_done_by",
];

/**
 * Named `…_bump_desk`: PostgreSQL fires a table's triggers in name order, so this one comes before
 * `…_bumps_availability` on every table and every writer takes the two counters' rows in the same
 * order (the other way round, two writers could each wait for the other's).
 */
const triggerName = (table: string, event: string) => sql.raw(`${table}_${event}_bump_desk`);
const shownColumns = (table: string, event: string) =>
  table === "payments" && event === "update" ? sql.raw(` of ${paymentColumnsShown.join(", ")}`) : sql.raw("");

async function bumpOnSqlite(db: Kysely<unknown>) {
  for (const table of deskTables) {
    for (const event of ["insert", "update", "delete"]) {
      await sql`create trigger if not exists ${triggerName(table, event)}
        after ${sql.raw(event)}${shownColumns(table, event)} on ${sql.table(table)}
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
  // A trigger on some columns only cannot see its statement's rows: it runs for each row.
  await sql`create or replace function bump_desk() returns trigger language plpgsql as $$
    begin update desk_version set value = value + 1 where id = 1; return null; end $$`.execute(db);
  for (const table of deskTables) {
    for (const [event, rows] of [
      ["insert", "new"],
      ["update", "new"],
      ["delete", "old"],
    ] as const) {
      const columns = shownColumns(table, event);
      if (table === "payments" && event === "update") {
        await sql`create or replace trigger ${triggerName(table, event)}
          after update${columns} on ${sql.table(table)}
          for each row execute function bump_desk()`.execute(db);
        continue;
      }
      await sql`create or replace trigger ${triggerName(table, event)}
        after ${sql.raw(event)} on ${sql.table(table)}
        referencing ${sql.raw(rows)} table as touched_rows
        for each statement execute function bump_desk_if_rows()`.execute(db);
    }
  }
}
