import { and, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import {
  type BookingHistoryItem,
  bookingMessages,
  type CreateBookingRequest,
} from "../../src/contract/booking";
import type { Db } from "../db/schema";
import { bookings, creditMovements, services, slots } from "../db/schema";
import { type AppDeps, immediate } from "../deps";
import type { Refusal } from "../lib/answers";
import { formatXofPlain } from "../lib/money";
import { decideBooking } from "./bookability";
import { MAX_UNPAID_HOLDS, PAYMENT_HOLD_MS, unpaidHolds } from "./capacity";
import { refund, refundMoneyPaid } from "./ledger";
import { creditsWorth, quote } from "./pricing";
import { voidPendingPayments } from "./provider-payments";
import { cancelCutoffHours } from "./settings";

const HOUR = 3_600_000;

const refuse = (field: string, message: string, status = 400): Refusal => ({
  ok: false,
  status,
  errors: { [field]: [message] },
});

/** Checks every rule and writes the booking in one immediate transaction. */
export function createBooking(deps: AppDeps, userId: number, input: CreateBookingRequest) {
  const now = deps.clock.now();
  return immediate(deps, (): Refusal | { ok: true; bookingId: number } => {
    const service = deps.db
      .select()
      .from(services)
      .where(and(eq(services.id, input.service), eq(services.isActive, true)))
      .get();
    if (!service) return refuse("service", "Service introuvable.");
    const slot = deps.db.select().from(slots).where(eq(slots.id, input.slot)).get();
    if (!slot) return refuse("slot", bookingMessages.slotNotFound);
    if (unpaidHolds(deps.db, userId, now) >= MAX_UNPAID_HOLDS)
      return refuse("non_field_errors", bookingMessages.tooManyUnpaid(MAX_UNPAID_HOLDS));
    const privateOption = input.private_option ?? false;
    const decision = decideBooking(
      deps.db,
      service,
      slot,
      { persons: input.number_person, privateOption },
      now,
    );
    if (!decision.ok) return refuse(decision.field, decision.message);
    const expected = quote(service, slot, input.number_person, privateOption);
    if (input.price !== expected.price)
      return refuse("price", bookingMessages.priceMismatch(formatXofPlain(expected.price)));
    if (input.credit_price !== expected.credit_price) {
      return refuse("credit_price", bookingMessages.priceMismatch(`${expected.credit_price} crédits`));
    }
    const row = deps.db
      .insert(bookings)
      .values({
        userId,
        serviceId: service.id,
        slotId: slot.id,
        numberPerson: input.number_person,
        privateOption,
        price: expected.price,
        creditPrice: expected.credit_price,
        moneyRefundCredits: creditsWorth(service, input.number_person, privateOption, expected),
        createdAt: now,
        holdUntil: new Date(now.getTime() + PAYMENT_HOLD_MS),
      })
      .returning({ id: bookings.id })
      .get();
    return { ok: true, bookingId: row.id };
  });
}

type BookingRow = typeof bookings.$inferSelect;
type SlotRow = typeof slots.$inferSelect;

export function bookingState(booking: BookingRow, slot: SlotRow, now: Date) {
  if (booking.cancelledAt) return "cancelled" as const;
  if (now < slot.startsAt) return "upcoming" as const;
  if (now < slot.endsAt) return "ongoing" as const;
  return "past" as const;
}

/** Empty when the member may cancel; otherwise why not (the spec reads a non-empty text as 'no'). */
export function cancelationDelay(booking: BookingRow, slot: SlotRow, now: Date, cutoffHours: number): string {
  if (bookingState(booking, slot, now) !== "upcoming") return bookingMessages.notUpcoming;
  return slot.startsAt.getTime() - now.getTime() > cutoffHours * HOUR
    ? ""
    : bookingMessages.cannotCancel(cutoffHours);
}

/** A member's validated bookings: a payment method was confirmed, or a payment failed. */
const validatedOf = (userId: number) =>
  and(eq(bookings.userId, userId), or(isNotNull(bookings.confirmedAt), eq(bookings.paymentStatus, "failed")));

export function countValidated(db: Db, userId: number): number {
  return db.select({ n: sql<number>`count(*)` }).from(bookings).where(validatedOf(userId)).get()?.n ?? 0;
}

/** One page of them, the latest slot first, read in SQL. */
export function pageOfValidated(db: Db, userId: number, limit: number, offset: number) {
  return db
    .select({
      booking: bookings,
      slot: slots,
      serviceName: services.name,
      // What its cancellation gave back: the refund movements written for it.
      refunded: sql<number>`(select coalesce(sum(${creditMovements.delta}), 0) from ${creditMovements} where ${creditMovements.bookingId} = ${bookings.id} and ${creditMovements.delta} > 0)`,
    })
    .from(bookings)
    .innerJoin(slots, eq(slots.id, bookings.slotId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(validatedOf(userId))
    .orderBy(desc(slots.startsAt), desc(bookings.id))
    .limit(limit)
    .offset(offset)
    .all();
}

/** A history row as the app reads it; `cutoffHours` is read once per list, not per row. */
export function historyItem(
  row: ReturnType<typeof pageOfValidated>[number],
  now: Date,
  cutoffHours: number,
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
    refund_credits:
      !paid || booking.cancelledAt
        ? 0
        : booking.paymentMethod === "PAY02"
          ? booking.creditPrice
          : booking.moneyRefundCredits,
    refunded_credits: Number(refunded) || 0,
    money_refund_credits: booking.moneyRefundCredits,
  };
}

/**
 * Only the owner, only upcoming bookings outside the cut-off. What was paid comes back as a refund
 * record, never more: the credits spent, or for a booking paid by mobile money the credits its XOF
 * price was worth when it was booked. Payments still open for it are voided.
 */
export function cancelBooking(deps: AppDeps, userId: number, bookingId: number) {
  const now = deps.clock.now();
  return immediate(deps, (): Refusal | { ok: true; refunded: number } => {
    const row = deps.db
      .select({ booking: bookings, slot: slots, serviceName: services.name })
      .from(bookings)
      .innerJoin(slots, eq(slots.id, bookings.slotId))
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
      .get();
    if (!row) return refuse("detail", bookingMessages.bookingNotFound, 404);
    const reason = cancelationDelay(row.booking, row.slot, now, cancelCutoffHours(deps.db));
    if (reason) return refuse("detail", reason);
    deps.db.update(bookings).set({ cancelledAt: now }).where(eq(bookings.id, bookingId)).run();
    voidPendingPayments(deps, userId, "booking", bookingId, now);
    const { booking } = row;
    let refunded = 0;
    if (booking.paymentStatus === "paid") {
      refunded =
        booking.paymentMethod === "PAY02"
          ? refund(deps.db, userId, bookingId, row.serviceName, now)
          : refundMoneyPaid(deps.db, userId, booking, row.serviceName, now);
    }
    return { ok: true, refunded };
  });
}
