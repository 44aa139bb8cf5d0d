import { type Kysely, sql } from "kysely";
import { bumpAvailabilityOnChange } from "./0009_baseline";
import { bumpAvailabilityWhenRowsChange } from "./0012_availability_on_real_changes";
import type { Dialect, Migration } from "./index";

/**
 * The centre's people and rooms: who delivers a session, where, and when they work.
 *
 * - `practitioners`: a therapist or coach (a staff account or not: `user_id`), their services
 *   (`practitioner_services`), their own week (`week_hours`, JSON like the centre's, within its
 *   hours; null = the centre's hours) and their absences (`practitioner_absences`).
 * - `rooms`: a cabin, a studio, the hammam: how many sessions it holds at once; the rooms a service
 *   may take place in (`service_rooms`).
 * - `services.staffing`: who a session takes: `session` (a class: one practitioner and one room
 *   for all its bookings), `booking` (one practitioner and one room per booking), `person` (one
 *   practitioner per person, a duo massage: two).
 * - `bookings.room_id` and `booking_practitioners`: who and where, set when booked; the practitioner
 *   the client chose (`chosen_practitioner_id`: kept on a move, or a late payment, when free).
 *
 * A service with no practitioner and no room is booked as before: an upgraded centre works the same
 * until it maps its people. Columns only added, with defaults: an older release keeps working.
 */
export const peopleAndRooms: Migration = {
  async up(db, dialect) {
    const id = (name: string) => {
      const table = db.schema.createTable(name).ifNotExists();
      return dialect === "postgres"
        ? table.addColumn("id", "serial", (c) => c.primaryKey().notNull())
        : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement().notNull());
    };
    await id("practitioners")
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("last_name", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("bio", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("photo", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("user_id", "integer", (c) => c.references("users.id"))
      .addColumn("week_hours", "text")
      .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    // A staff account is one practitioner at most: their own day is found from their login.
    await db.schema
      .createIndex("practitioners_user")
      .ifNotExists()
      .unique()
      .on("practitioners")
      .column("user_id")
      .where(sql.ref("user_id"), "is not", null)
      .execute();
    await db.schema
      .createTable("practitioner_services")
      .ifNotExists()
      .addColumn("practitioner_id", "integer", (c) => c.notNull().references("practitioners.id"))
      .addColumn("service_id", "integer", (c) => c.notNull().references("services.id"))
      .addPrimaryKeyConstraint("practitioner_services_pk", ["practitioner_id", "service_id"])
      .execute();
    await db.schema
      .createIndex("practitioner_services_service")
      .ifNotExists()
      .on("practitioner_services")
      .columns(["service_id", "practitioner_id"])
      .execute();
    await id("practitioner_absences")
      .addColumn("practitioner_id", "integer", (c) => c.notNull().references("practitioners.id"))
      .addColumn("starts_at", "bigint", (c) => c.notNull())
      .addColumn("ends_at", "bigint", (c) => c.notNull())
      .addColumn("label", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema
      .createIndex("practitioner_absences_when")
      .ifNotExists()
      .on("practitioner_absences")
      .columns(["practitioner_id", "ends_at"])
      .execute();

    await id("rooms")
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("capacity", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createTable("service_rooms")
      .ifNotExists()
      .addColumn("service_id", "integer", (c) => c.notNull().references("services.id"))
      .addColumn("room_id", "integer", (c) => c.notNull().references("rooms.id"))
      .addPrimaryKeyConstraint("service_rooms_pk", ["service_id", "room_id"])
      .execute();

    await db.schema
      .alterTable("services")
      .addColumn("staffing", "text", (c) => c.notNull().defaultTo("booking"))
      .execute();
    // A service many share at once is a class: one coach and one room for all its bookings.
    await sql`update services set staffing = 'session' where slot_capacity > nb_person_max_per_booking or slot_capacity >= 4`.execute(
      db,
    );
    await db.schema.alterTable("bookings").addColumn("room_id", "integer").execute();
    await db.schema.alterTable("bookings").addColumn("chosen_practitioner_id", "integer").execute();
    await db.schema
      .createTable("booking_practitioners")
      .ifNotExists()
      .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id"))
      .addColumn("practitioner_id", "integer", (c) => c.notNull().references("practitioners.id"))
      .addPrimaryKeyConstraint("booking_practitioners_pk", ["booking_id", "practitioner_id"])
      .execute();
    await db.schema
      .createIndex("booking_practitioners_practitioner")
      .ifNotExists()
      .on("booking_practitioners")
      .columns(["practitioner_id", "booking_id"])
      .execute();
    await db.schema.createIndex("bookings_room").ifNotExists().on("bookings").column("room_id").execute();

    const availability = [
      "practitioners",
      "practitioner_services",
      "practitioner_absences",
      "rooms",
      "service_rooms",
      "booking_practitioners",
    ];
    if (dialect === "postgres") await bumpAvailabilityWhenRowsChange(db, availability);
    else await bumpAvailabilityOnChange(db, dialect, availability);
    await bumpDesk(db, dialect, ["practitioners", "practitioner_absences", "rooms", "booking_practitioners"]);
  },
};

/** The desk version's triggers (`0021_desk_version`) on the tables the week and the desk show. */
async function bumpDesk(db: Kysely<unknown>, dialect: Dialect, tables: string[]) {
  for (const table of tables)
    for (const [event, rows] of [
      ["insert", "new"],
      ["update", "new"],
      ["delete", "old"],
    ] as const) {
      const name = sql.raw(`${table}_${event}_bump_desk`);
      if (dialect === "postgres")
        await sql`create or replace trigger ${name}
          after ${sql.raw(event)} on ${sql.table(table)}
          referencing ${sql.raw(rows)} table as touched_rows
          for each statement execute function bump_desk_if_rows()`.execute(db);
      else
        await sql`create trigger if not exists ${name}
          after ${sql.raw(event)} on ${sql.table(table)}
          begin update desk_version set value = value + 1 where id = 1; end`.execute(db);
    }
}
