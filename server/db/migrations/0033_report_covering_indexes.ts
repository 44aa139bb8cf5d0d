import type { Migration } from "./index";

/**
 * The owner's reports sum a period's slots and the bookings on them, over up to three years. With
 * what those sums read in the indexes themselves (covering), a year is read along two indexes
 * instead of fetching each of its hundred thousand bookings from the table: several times faster.
 * They start with the columns of the indexes they replace (a slot's day, a booking's slot), which
 * every other read by those columns uses as before.
 */
export const reportCoveringIndexes: Migration = {
  async up(db) {
    await db.schema
      .createIndex("slots_date_report")
      .ifNotExists()
      .on("slots")
      .columns(["date", "withdrawn", "service_id", "capacity", "starts_at", "id"])
      .execute();
    await db.schema
      .createIndex("bookings_slot_report")
      .ifNotExists()
      .on("bookings")
      .columns([
        "slot_id",
        "confirmed_at",
        "cancelled_at",
        "private_option",
        "number_person",
        "attendance",
        "user_id",
        "starts_at",
      ])
      .execute();
    await db.schema.dropIndex("slots_date").ifExists().execute();
    await db.schema.dropIndex("bookings_slot").ifExists().execute();
  },
};
