import type { ExpressionBuilder } from "kysely";
import * as v from "valibot";
import { methodCodeSchema } from "../../../src/contract/payments";
import type { StaffBooking } from "../../../src/contract/staff/agenda";
import type { Db, Tables } from "../../db/tables";
import { latestBookingIds } from "../latest-bookings";
import { refundedCredits } from "../ledger";

type Joined = ExpressionBuilder<Tables, "bookings" | "venuePayments">;

/**
 * Who took the payment, marked the arrival or cancelled, each looked up on its own: as three more
 * joins of `users`, PostgreSQL spent 5 to 20 ms choosing the order of eight tables on every read
 * (planning), more than reading the rows.
 */
const staffName = (
  eb: Joined,
  by: "venuePayments.staffId" | "bookings.attendanceBy" | "bookings.cancelledBy",
  part: "firstName" | "lastName",
) => eb.selectFrom("users as staff").select(`staff.${part}`).whereRef("staff.id", "=", by);

/**
 * Bookings as the desk reads them: client, slot, service, how they were paid, who marked what.
 * One query shape for the agenda, a client's page and the answer of each action.
 */
function staffBookingQuery(db: Db) {
  return db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .innerJoin("services", "services.id", "bookings.serviceId")
    .innerJoin("users as client", "client.id", "bookings.userId")
    .leftJoin("venuePayments", "venuePayments.bookingId", "bookings.id")
    .selectAll("bookings")
    .select((eb) => [
      "slots.date as slotDate",
      "slots.startTime as slotStartTime",
      "slots.endTime as slotEndTime",
      "slots.startsAt as slotStartsAt",
      "services.name as serviceName",
      "client.firstName as clientFirstName",
      "client.lastName as clientLastName",
      "client.email as clientEmail",
      "client.telephoneNumber as clientPhone",
      "venuePayments.method as venueMethod",
      "venuePayments.amount as venueAmount",
      "venuePayments.reference as venueReference",
      "venuePayments.paidAt as venuePaidAt",
      staffName(eb, "venuePayments.staffId", "firstName").as("cashierFirstName"),
      staffName(eb, "venuePayments.staffId", "lastName").as("cashierLastName"),
      staffName(eb, "bookings.attendanceBy", "firstName").as("markerFirstName"),
      staffName(eb, "bookings.attendanceBy", "lastName").as("markerLastName"),
      staffName(eb, "bookings.cancelledBy", "firstName").as("cancellerFirstName"),
      staffName(eb, "bookings.cancelledBy", "lastName").as("cancellerLastName"),
      refundedCredits(eb).as("refunded"),
      eb
        .selectFrom("bookingPenalties")
        .select("bookingPenalties.chargedCredits")
        .whereRef("bookingPenalties.bookingId", "=", "bookings.id")
        .where("bookingPenalties.reversedAt", "is", null)
        .as("penaltyCredits"),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof staffBookingQuery>["execute"]>>[number];

const name = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ""}`.trim();

export function staffBookingItem(r: Row): StaffBooking {
  return {
    booking_id: r.id,
    service_id: r.serviceId,
    service_name: r.serviceName,
    slot_id: r.slotId,
    date: r.slotDate,
    start_time: r.slotStartTime,
    end_time: r.slotEndTime,
    client: {
      id: r.userId,
      first_name: r.clientFirstName,
      last_name: r.clientLastName,
      email: r.clientEmail,
      telephone_number: r.clientPhone,
    },
    number_person: r.numberPerson,
    private_option: r.privateOption,
    price: r.price,
    credit_price: r.creditPrice,
    status: r.cancelledAt ? "cancelled" : r.confirmedAt ? "confirmed" : "held",
    payment_status: r.paymentStatus,
    payment_method: v.is(methodCodeSchema, r.paymentMethod) ? r.paymentMethod : null,
    venue_payment:
      r.venueMethod && r.venuePaidAt
        ? {
            method: r.venueMethod,
            amount: r.venueAmount ?? r.price,
            reference: r.venueReference,
            paid_at: r.venuePaidAt.toISOString(),
            staff_name: name(r.cashierFirstName, r.cashierLastName) ?? "",
          }
        : null,
    attendance: r.attendance,
    attendance_at: r.attendanceAt?.toISOString() ?? null,
    attendance_by: name(r.markerFirstName, r.markerLastName),
    cancelled_at: r.cancelledAt?.toISOString() ?? null,
    cancel_reason: r.cancelReason,
    cancelled_by: name(r.cancellerFirstName, r.cancellerLastName),
    refunded_credits: Number(r.refunded) || 0,
    penalty_credits: r.penaltyCredits === null ? null : Number(r.penaltyCredits),
    client_notes: [],
  };
}

/**
 * What the desk sees of a day or a client: bookings that hold places (confirmed, or inside their
 * payment hold), and confirmed ones cancelled since. An unconfirmed booking whose hold lapsed
 * (an abandoned or failed payment) holds nothing and nobody is expected: left out.
 */
export const shownAtDesk = (eb: ExpressionBuilder<Tables, "bookings">, now: Date) =>
  eb.or([
    eb("bookings.confirmedAt", "is not", null),
    eb.and([eb("bookings.cancelledAt", "is", null), eb("bookings.holdUntil", ">", now)]),
  ]);

export async function staffBookingById(db: Db, bookingId: number): Promise<StaffBooking | null> {
  const row = await staffBookingQuery(db).where("bookings.id", "=", bookingId).executeTakeFirst();
  return row ? staffBookingItem(row) : null;
}

/** A day's bookings shown at the desk, by slot then booking order. */
export async function staffBookingsOfDay(db: Db, date: string, now: Date): Promise<StaffBooking[]> {
  const rows = await staffBookingQuery(db)
    .where("slots.date", "=", date)
    .where((eb) => shownAtDesk(eb, now))
    .orderBy("slots.startsAt")
    .orderBy("bookings.id")
    .execute();
  return rows.map(staffBookingItem);
}

/** A page of a client's bookings at the desk; `next`: the booking the older ones follow, or null. */
export type ClientBookings = { results: StaffBooking[]; next: number | null };

/**
 * Up to `limit` of a client's bookings shown at the desk, the latest session first (then the highest
 * id), after booking `before` when given. A page reads one id more to know if others follow. The
 * cursor is looked up among this client's bookings only: one of another client's gives nothing, so
 * paging never leads into another client's bookings.
 */
export async function staffBookingsOfClient(
  db: Db,
  userId: number,
  now: Date,
  limit: number,
  before?: number,
): Promise<ClientBookings> {
  const from =
    before === undefined
      ? undefined
      : await db
          .selectFrom("bookings")
          .select(["startsAt", "id"])
          .where("id", "=", before)
          .where("userId", "=", userId)
          .executeTakeFirst();
  const after = from?.startsAt ? { startsAt: from.startsAt, id: from.id } : undefined;
  if (before !== undefined && !after) return { results: [], next: null };
  const ids = await latestBookingIds(
    db,
    (eb) =>
      eb.and([
        eb("bookings.userId", "=", userId),
        shownAtDesk(eb, now),
        ...(after
          ? [eb(eb.refTuple("bookings.startsAt", "bookings.id"), "<", eb.tuple(after.startsAt, after.id))]
          : []),
      ]),
    limit + 1,
  );
  const page = ids.slice(0, limit);
  if (page.length === 0) return { results: [], next: null };
  const rows = await staffBookingQuery(db)
    .where("bookings.id", "in", page)
    .orderBy("slots.startsAt", "desc")
    .orderBy("bookings.id", "desc")
    .execute();
  return { results: rows.map(staffBookingItem), next: ids.length > limit ? (page.at(-1) ?? null) : null };
}
