import type { ExpressionBuilder } from "kysely";
import type { Db, Tables } from "../../../server/db/tables";
import type { HistoryRow } from "../../../server/domain/booking-history";
import { refundedCredits } from "../../../server/domain/ledger";
import { shownAtDesk } from "../../../server/domain/staff/booking-view";

/**
 * A member's history page and the bookings on a client's page as they were read before their
 * lists were sorted booking by booking (one join of the member's bookings with their slots, sorted
 * and cut), kept unchanged as an oracle: the tests check that today's reads find the same rows in
 * the same order.
 */
const validatedOf = (eb: ExpressionBuilder<Tables, "bookings">, userId: number, now: Date) =>
  eb.and([
    eb("bookings.userId", "=", userId),
    eb.or([
      eb("bookings.confirmedAt", "is not", null),
      eb("bookings.paymentStatus", "=", "failed"),
      eb.and([eb("bookings.cancelledAt", "is", null), eb("bookings.holdUntil", ">", now)]),
    ]),
  ]);

export async function pageOfValidatedBefore(
  db: Db,
  userId: number,
  now: Date,
  limit: number,
  offset: number,
): Promise<HistoryRow[]> {
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .innerJoin("services", "services.id", "bookings.serviceId")
    .selectAll("bookings")
    .select((eb) => [
      "slots.date as slotDate",
      "slots.startTime as slotStartTime",
      "slots.endTime as slotEndTime",
      "slots.startsAt as slotStartsAt",
      "slots.endsAt as slotEndsAt",
      "services.name as serviceName",
      refundedCredits(eb).as("refunded"),
    ])
    .where((eb) => validatedOf(eb, userId, now))
    .orderBy("slots.startsAt", "desc")
    .orderBy("bookings.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(
    ({
      slotDate,
      slotStartTime,
      slotEndTime,
      slotStartsAt,
      slotEndsAt,
      serviceName,
      refunded,
      ...booking
    }) => ({
      booking,
      slot: {
        date: slotDate,
        startTime: slotStartTime,
        endTime: slotEndTime,
        startsAt: slotStartsAt,
        endsAt: slotEndsAt,
      },
      serviceName,
      refunded: Number(refunded) || 0,
    }),
  );
}

/** The ids of a client's latest bookings shown at the desk, as the client's page listed them. */
export async function staffBookingIdsOfClientBefore(
  db: Db,
  userId: number,
  now: Date,
  limit = 100,
): Promise<number[]> {
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .innerJoin("services", "services.id", "bookings.serviceId")
    .innerJoin("users as client", "client.id", "bookings.userId")
    .select("bookings.id")
    .where("bookings.userId", "=", userId)
    .where((eb) => shownAtDesk(eb, now))
    .orderBy("slots.startsAt", "desc")
    .orderBy("bookings.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
