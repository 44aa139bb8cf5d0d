import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { Db, Tables } from "../db/tables";

/**
 * The ids of one page of a member's bookings, the latest session first (then the latest booked),
 * read from the copy of each booking's start (`bookings.starts_at`): a walk of the member's bookings
 * in the index `bookings_user_latest`, which stops once the page is full, instead of sorting them
 * all. The caller then reads the page's bookings by these ids, in a statement of their own: as a
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
    .orderBy("bookings.startsAt", "desc")
    .orderBy("bookings.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => r.id);
}
