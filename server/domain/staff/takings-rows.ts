import type { Db } from "../../db/tables";
import { isoDay } from "../schedule";
import { dayAfter } from "./agenda";
import type { TakingsMethod } from "./takings";

/**
 * The rows a period's takings are made of, one statement per kind, each read through the index
 * on its instant (so a day reads a day, not years): the events of the CSV and the totals of the
 * screen select from these same rows, so the two never disagree. `end` is excluded. The client,
 * the service, the staff member are joined by the events only, for their names: foreign keys keep
 * those rows there, so joining them drops no row (only a movement's booking has no foreign key).
 */

/** The instants a period runs between, the end excluded. Dakar keeps UTC: a day is a UTC day. */
export const periodInstants = (from: string, to: string) => ({
  start: new Date(`${from}T00:00:00Z`),
  end: new Date(`${dayAfter(to)}T00:00:00Z`),
});

/** The method of an online payment, by its provider's code. */
export const providerMethod = (code: string): TakingsMethod => (code === "PAY03" ? "wave" : "orange_money");

/** Bookings paid at the venue. */
export const venueRows = (db: Db, start: Date, end: Date) =>
  db
    .selectFrom("venuePayments")
    .where("venuePayments.paidAt", ">=", start)
    .where("venuePayments.paidAt", "<", end);

/** Online payments accepted, and refunded (a money refund). */
export const onlineRows = (db: Db, start: Date, end: Date) =>
  db
    .selectFrom("payments")
    .where("payments.status", "in", ["success", "refunded"])
    .where("payments.settledAt", ">=", start)
    .where("payments.settledAt", "<", end);

/** Lines of the ledger: packs sold at the desk, credits given back, adjustments. */
export const ledgerRows = (db: Db, start: Date, end: Date) =>
  db
    .selectFrom("creditRecords")
    .where("creditRecords.createdAt", ">=", start)
    .where("creditRecords.createdAt", "<", end)
    .where((eb) =>
      eb.or([eb("creditRecords.staffEntry", "is not", null), eb("creditRecords.origin", "=", "refund")]),
    );

/** Credits spent on bookings (a booking's spending may come off several records). */
export const spentRows = (db: Db, start: Date, end: Date) =>
  db
    .selectFrom("creditMovements")
    .innerJoin("bookings", "bookings.id", "creditMovements.bookingId")
    .where("creditMovements.createdAt", ">=", start)
    .where("creditMovements.createdAt", "<", end)
    .where("creditMovements.delta", "<", 0);

/**
 * Sessions of the period marked at the desk. Sessions and cancellations are two statements, each
 * read by its own index: one OR across the slot's start and the cancellation read every booking.
 */
export const markedRows = (db: Db, start: Date, end: Date) =>
  db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    // A slot's date is the day it starts (Dakar keeps UTC): its index finds the period's slots.
    .where("slots.date", ">=", isoDay(start))
    .where("slots.date", "<", isoDay(end))
    .where("slots.startsAt", ">=", start)
    .where("slots.startsAt", "<", end)
    .where("bookings.attendance", "is not", null);

/** Confirmed bookings cancelled in the period, whenever their session. */
export const cancelledRows = (db: Db, start: Date, end: Date) =>
  db
    .selectFrom("bookings")
    .where("bookings.cancelledAt", ">=", start)
    .where("bookings.cancelledAt", "<", end)
    .where("bookings.confirmedAt", "is not", null);
