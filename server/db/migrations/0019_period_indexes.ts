import { sql } from "kysely";
import type { Migration } from "./index";

/**
 * Indexes on the instants a period is read by, so the takings of a day or a month read that period
 * only, not years of rows: online payments settled (by status first, since the takings and the
 * planner's guesses both start from it), ledger lines and credit movements written, bookings
 * cancelled. Sessions are found by their slot's date, already indexed: an index on the slots' start
 * would lead PostgreSQL to walk every slot backwards for a member's latest bookings.
 */
export const periodIndexes: Migration = {
  async up(db) {
    const index = (name: string, table: string, columns: string[]) =>
      db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
    await index("payments_settled", "payments", ["status", "settled_at"]);
    await index("credit_records_created", "credit_records", ["created_at"]);
    await index("credit_movements_created", "credit_movements", ["created_at"]);
    // Cancelled bookings only: a whole index would lead SQLite to read every booking still held
    // (`cancelled_at is null`, an equality to it) instead of a few slots' bookings.
    await db.schema
      .createIndex("bookings_cancelled")
      .ifNotExists()
      .on("bookings")
      .column("cancelled_at")
      .where(sql.ref("cancelled_at"), "is not", null)
      .execute();
  },
};
