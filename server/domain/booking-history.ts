import type { ExpressionBuilder } from "kysely";
import type { BookingHistoryItem } from "../../src/contract/booking";
import type { PaidBooking } from "../../src/contract/payments";
import { DEFAULT_PENALTY_POLICIES, type PenaltyPolicies } from "../../src/contract/penalties";
import type { Db, Row, Tables } from "../db/tables";
import { type BookedSlot, bookingState, cancelationDelay, isHeld } from "./booking-state";
import { latestBookingIds } from "./latest-bookings";
import { refundedCredits } from "./ledger";
import { lateCancelCredits } from "./penalties/late-cancel";
import { practitionerNames } from "./people/names";

type BookingRow = Row<"bookings">;

/**
 * A member's bookings as their history lists them: a payment method was confirmed, a payment
 * failed, or one is still awaited inside its hold (it holds places and counts toward the unpaid
 * limit, so the member must see it, with its deadline, to pay it or let it go).
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

export async function countValidated(db: Db, userId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where((eb) => validatedOf(eb, userId, now))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** What of a booking its history row reads. */
const historyColumns = [
  "id",
  "serviceId",
  "paymentStatus",
  "paymentMethod",
  "createdAt",
  "numberPerson",
  "privateOption",
  "price",
  "creditPrice",
  "cancelledAt",
  "confirmedAt",
  "holdUntil",
  "moneyRefundCredits",
  "attendance",
] as const satisfies readonly (keyof BookingRow)[];
type HistoryBooking = Pick<BookingRow, (typeof historyColumns)[number]>;

/** A booking as its history row reads it: the booking, its slot, its service's name, what came back. */
export type HistoryRow = {
  booking: HistoryBooking;
  slot: BookedSlot;
  serviceName: string;
  refunded: number;
  /** Its practitioners' first names, when set. */
  practitioner?: string | null;
};

/**
 * One page of them, the latest slot first, read in SQL (by the member's own bookings). Only the
 * columns the row shows are read, and the page keeps the order its ids came in: a member's history
 * is the app's most read list, each column and each sort a cost on every opening.
 */
export async function pageOfValidated(
  db: Db,
  userId: number,
  now: Date,
  limit: number,
  offset: number,
): Promise<HistoryRow[]> {
  const ids = await latestBookingIds(db, (eb) => validatedOf(eb, userId, now), limit, offset);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .innerJoin("services", "services.id", "bookings.serviceId")
    .select(historyColumns.map((c) => `bookings.${c}` as const))
    .select((eb) => [
      "slots.date as slotDate",
      "slots.startTime as slotStartTime",
      "slots.endTime as slotEndTime",
      "slots.startsAt as slotStartsAt",
      "slots.endsAt as slotEndsAt",
      "services.name as serviceName",
      refundedCredits(eb).as("refunded"),
    ])
    .where("bookings.id", "in", ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const names = await practitionerNames(db, ids);
  const page: HistoryRow[] = [];
  for (const id of ids) {
    const r = byId.get(id);
    if (!r) continue;
    page.push({
      booking: {
        id: r.id,
        serviceId: r.serviceId,
        paymentStatus: r.paymentStatus,
        paymentMethod: r.paymentMethod,
        createdAt: r.createdAt,
        numberPerson: r.numberPerson,
        privateOption: r.privateOption,
        price: r.price,
        creditPrice: r.creditPrice,
        cancelledAt: r.cancelledAt,
        confirmedAt: r.confirmedAt,
        holdUntil: r.holdUntil,
        moneyRefundCredits: r.moneyRefundCredits,
        attendance: r.attendance,
      },
      slot: {
        date: r.slotDate,
        startTime: r.slotStartTime,
        endTime: r.slotEndTime,
        startsAt: r.slotStartsAt,
        endsAt: r.slotEndsAt,
      },
      serviceName: r.serviceName,
      refunded: Number(r.refunded) || 0,
      practitioner: names.get(id) ?? null,
    });
  }
  return page;
}

/** A history row as the app reads it; `cutoffHours` is read once per list, not per row. */
export function historyItem(
  row: HistoryRow,
  now: Date,
  cutoffHours: number,
  lateCancel: PenaltyPolicies["late_cancel"] = DEFAULT_PENALTY_POLICIES.late_cancel,
): BookingHistoryItem {
  const { booking, slot, serviceName, refunded } = row;
  const paid = booking.paymentStatus === "paid";
  return {
    booking_id: booking.id,
    service_id: booking.serviceId,
    service_name: serviceName,
    booking_state: bookingState(booking, slot, now),
    payment_status: booking.paymentStatus,
    payment_method: booking.paymentMethod,
    reserved_for: slot.date,
    reserved_at: booking.createdAt.toISOString(),
    start_time: slot.startTime,
    end_time: slot.endTime,
    number_person: booking.numberPerson,
    private_option: booking.privateOption,
    price: booking.price,
    credit_price: booking.creditPrice,
    cancelation_delay: cancelationDelay(booking, slot, now, cutoffHours),
    late_cancel_credits: booking.cancelledAt ? null : lateCancelCredits(booking, lateCancel),
    hold_until: isHeld(booking, now) ? booking.holdUntil.toISOString() : null,
    refund_credits:
      !paid || booking.cancelledAt
        ? 0
        : booking.paymentMethod === "PAY02"
          ? booking.creditPrice
          : booking.moneyRefundCredits,
    refunded_credits: refunded,
    money_refund_credits: booking.moneyRefundCredits,
    attendance: booking.attendance,
    practitioner: row.practitioner ?? null,
  };
}

/**
 * A member's own booking as the page a payment returns to shows it, for its calendar entry: only
 * one confirmed and not cancelled (a payment refunded since adds no session).
 */
export async function paidBookingOf(
  db: Db,
  userId: number,
  bookingId: number,
): Promise<PaidBooking | undefined> {
  const row = await db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .innerJoin("services", "services.id", "bookings.serviceId")
    .select([
      "bookings.id",
      "bookings.numberPerson",
      "slots.date",
      "slots.startTime",
      "slots.endTime",
      "services.name",
    ])
    .where("bookings.id", "=", bookingId)
    .where("bookings.userId", "=", userId)
    .where("bookings.confirmedAt", "is not", null)
    .where("bookings.cancelledAt", "is", null)
    .executeTakeFirst();
  return row
    ? {
        booking_id: row.id,
        service_name: row.name,
        reserved_for: row.date,
        start_time: row.startTime,
        end_time: row.endTime,
        number_person: row.numberPerson,
      }
    : undefined;
}
