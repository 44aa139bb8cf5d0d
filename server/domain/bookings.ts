import type { ExpressionBuilder } from "kysely";
import * as v from "valibot";
import {
  type BookingHistoryItem,
  bookingMessages,
  type CreateBookingRequest,
} from "../../src/contract/booking";
import { methodCodeSchema, type PaidBooking } from "../../src/contract/payments";
import { beforeCutoff } from "../../src/lib/cancel-rule";
import type { Db, Row, Tables } from "../db/tables";
import { type AppDeps, immediate } from "../deps";
import type { Refusal } from "../lib/answers";
import { formatXofPlain } from "../lib/money";
import { decideBooking } from "./bookability";
import { type CancelledPayment, mailCancellation } from "./cancellation-mail";
import { PAYMENT_HOLD_MS, unpaidCapReached } from "./capacity";
import { latestBookingIds } from "./latest-bookings";
import { refund, refundedCredits, refundMoneyPaid } from "./ledger";
import { creditsWorth, quote } from "./pricing";
import { voidPendingPayments } from "./provider-payments";
import { cancelCutoffHours } from "./settings";

const refuse = (field: string, message: string, status = 400): Refusal => ({
  ok: false,
  status,
  errors: { [field]: [message] },
});

/** Checks every rule and writes the booking in one immediate transaction. */
export function createBooking(deps: AppDeps, userId: number, input: CreateBookingRequest) {
  const now = deps.clock.now();
  return immediate(deps, async (tx): Promise<Refusal | { ok: true; bookingId: number }> => {
    const service = await tx.db
      .selectFrom("services")
      .selectAll()
      .where("id", "=", input.service)
      .where("isActive", "=", true)
      .executeTakeFirst();
    if (!service) return refuse("service", "Service introuvable.");
    const slot = await tx.db.selectFrom("slots").selectAll().where("id", "=", input.slot).executeTakeFirst();
    if (!slot) return refuse("slot", bookingMessages.slotNotFound);
    const cap = await unpaidCapReached(tx.db, userId, now);
    if (cap !== null) return refuse("non_field_errors", bookingMessages.tooManyUnpaid(cap));
    const privateOption = input.private_option ?? false;
    const decision = await decideBooking(
      tx.db,
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
    const row = await tx.db
      .insertInto("bookings")
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
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ok: true, bookingId: row.id };
  });
}

type BookingRow = Row<"bookings">;
/** What of a slot a booking's state and its history row read. */
export type BookedSlot = Pick<Row<"slots">, "date" | "startTime" | "endTime" | "startsAt" | "endsAt">;

export function bookingState(
  booking: Pick<BookingRow, "cancelledAt">,
  slot: Pick<BookedSlot, "startsAt" | "endsAt">,
  now: Date,
) {
  if (booking.cancelledAt) return "cancelled" as const;
  if (now < slot.startsAt) return "upcoming" as const;
  if (now < slot.endsAt) return "ongoing" as const;
  return "past" as const;
}

/** A booking still waiting for its payment inside its hold: nothing confirmed, nothing paid. */
export const isHeld = (
  booking: Pick<BookingRow, "cancelledAt" | "confirmedAt" | "paymentStatus" | "holdUntil">,
  now: Date,
) =>
  booking.cancelledAt === null &&
  booking.confirmedAt === null &&
  booking.paymentStatus === "pending" &&
  booking.holdUntil > now;

/**
 * Empty when the member may cancel; otherwise why not (the spec reads a non-empty text as 'no').
 * A booking still held for its payment may be let go until its session, whatever the cut-off:
 * nothing was confirmed or paid, it only frees its places.
 */
export function cancelationDelay(
  booking: Pick<BookingRow, "cancelledAt" | "confirmedAt" | "paymentStatus" | "holdUntil">,
  slot: Pick<BookedSlot, "startsAt" | "endsAt">,
  now: Date,
  cutoffHours: number,
): string {
  if (bookingState(booking, slot, now) !== "upcoming") return bookingMessages.notUpcoming;
  if (isHeld(booking, now)) return "";
  return beforeCutoff(slot.startsAt, now, cutoffHours) ? "" : bookingMessages.cannotCancel(cutoffHours);
}

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
export type HistoryRow = { booking: HistoryBooking; slot: BookedSlot; serviceName: string; refunded: number };

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
    });
  }
  return page;
}

/** A history row as the app reads it; `cutoffHours` is read once per list, not per row. */
export function historyItem(row: HistoryRow, now: Date, cutoffHours: number): BookingHistoryItem {
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
  };
}

/**
 * Only the owner, only upcoming bookings outside the cut-off. What was paid comes back as a refund
 * record, never more: the credits spent, or for a booking paid by mobile money the credits its XOF
 * price was worth when it was booked. Payments still open for it are voided.
 */
export function cancelBooking(deps: AppDeps, userId: number, bookingId: number) {
  const now = deps.clock.now();
  return immediate(deps, async (tx): Promise<Refusal | { ok: true; refunded: number }> => {
    const row = await tx.db
      .selectFrom("bookings")
      .innerJoin("slots", "slots.id", "bookings.slotId")
      .innerJoin("services", "services.id", "bookings.serviceId")
      .selectAll("bookings")
      .select([
        "slots.startsAt as slotStartsAt",
        "slots.endsAt as slotEndsAt",
        "services.name as serviceName",
      ])
      .where("bookings.id", "=", bookingId)
      .where("bookings.userId", "=", userId)
      .executeTakeFirst();
    if (!row) return refuse("detail", bookingMessages.bookingNotFound, 404);
    const { slotStartsAt, slotEndsAt, serviceName, ...booking } = row;
    const slot = { startsAt: slotStartsAt, endsAt: slotEndsAt };
    const reason = cancelationDelay(booking, slot, now, await cancelCutoffHours(tx.db));
    if (reason) return refuse("detail", reason);
    const session = { serviceName, startsAt: slotStartsAt };
    const done = await cancelInTransaction(tx, booking, session, now, { refund: true });
    return done ? { ok: true, refunded: done.refunded } : refuse("detail", bookingMessages.notUpcoming);
  });
}

/** How a booking was paid, as its cancellation mail tells it; null when nothing was. */
async function paymentOf(db: Db, booking: BookingRow): Promise<CancelledPayment> {
  if (booking.paymentStatus !== "paid") return null;
  if (booking.paymentMethod === "PAY02") return { credits: booking.creditPrice };
  const code = v.is(methodCodeSchema, booking.paymentMethod) ? booking.paymentMethod : null;
  const method = code
    ? await db.selectFrom("bookingMethods").select("name").where("code", "=", code).executeTakeFirst()
    : undefined;
  return { xof: booking.price, methodName: method?.name ?? "—" };
}

/**
 * Cancels a booking inside the transaction under way, whoever asks (the member, or the staff with
 * their reason): its places are freed, its open payments voided, and with `refund` what was paid
 * comes back in credits. The client is told by mail, in the same transaction: always when the staff
 * cancel, and when they cancel themselves a booking that was confirmed (letting go of one only held
 * tells them nothing they do not know). Null when it was cancelled already (a conditional write: of
 * two cancellations at once, one only does anything).
 */
export async function cancelInTransaction(
  tx: AppDeps,
  booking: BookingRow,
  session: { serviceName: string; startsAt: Date },
  now: Date,
  options: { refund: boolean; reason?: string; staffId?: number },
): Promise<{ refunded: number } | null> {
  const { serviceName } = session;
  const cancelled = await tx.db
    .updateTable("bookings")
    .set({ cancelledAt: now, cancelReason: options.reason ?? null, cancelledBy: options.staffId ?? null })
    .where("id", "=", booking.id)
    .where("cancelledAt", "is", null)
    .executeTakeFirst();
  if (Number(cancelled.numUpdatedRows) !== 1) return null;
  await voidPendingPayments(tx, booking.userId, "booking", booking.id, now);
  let refunded = 0;
  if (options.refund && booking.paymentStatus === "paid") {
    refunded =
      booking.paymentMethod === "PAY02"
        ? await refund(tx.db, booking.userId, booking.id, serviceName, now)
        : await refundMoneyPaid(tx.db, booking.userId, booking, serviceName, now);
  }
  const byStaff = options.staffId !== undefined;
  if (byStaff || booking.confirmedAt !== null)
    await mailCancellation(tx, {
      userId: booking.userId,
      bookingId: booking.id,
      serviceName,
      startsAt: session.startsAt,
      persons: booking.numberPerson,
      staffReason: byStaff ? (options.reason ?? "") : undefined,
      paid: await paymentOf(tx.db, booking),
      refunded,
    });
  return { refunded };
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
