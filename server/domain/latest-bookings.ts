import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { Db, Tables } from "../db/tables";

/**
 * The ids of one page of a member's bookings, the latest session first (then the latest booked).
 * Each booking's start is read from its own slot, one index lookup per booking of the member: a
 * join would let PostgreSQL hash every slot of the centre for a member with thousands of bookings.
 * The caller then reads the page's bookings by these ids, in a statement of their own: as a
 * subquery of a many-joined read, PostgreSQL would join every booking before keeping the page's.
 */
export async function latestBookingIds(
  db: Db,
  which: (eb: ExpressionBuilder<Tables, "bookings">) => Expression<SqlBool>,
  limit: number,
  offset = 0,
): Promise<number[]> {
  const rows = await db
    .selectFrom("bookings")
    .select("bookings.id")
    .where(which)
    .orderBy(
      (eb) => eb.selectFrom("slots").select("slots.startsAt").whereRef("slots.id", "=", "bookings.slotId"),
      "desc",
    )
    .orderBy("bookings.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => r.id);
}
