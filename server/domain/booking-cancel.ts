import * as v from "valibot";
import { bookingMessages } from "../../src/contract/booking";
import { methodCodeSchema } from "../../src/contract/payments";
import { penaltyMessages } from "../../src/contract/penalties";
import type { Db, Row } from "../db/tables";
import { type AppDeps, immediate } from "../deps";
import { type Refusal, refuseField as refuse } from "../lib/answers";
import { cancelationDelay } from "./booking-state";
import { type CancelledPayment, mailCancellation } from "./cancellation-mail";
import { refund, refundMoneyPaid } from "./ledger";
import { chargeLateCancel, isLateCancel, lateCancelCredits, ShortForPenalty } from "./penalties/late-cancel";
import { penaltyPolicies } from "./penalties/policy";
import { moneyPaidFor, voidPendingPayments } from "./provider-payments";
import { cancelCutoffHours } from "./settings";

type BookingRow = Row<"bookings">;

/**
 * Only the owner, only upcoming bookings outside the cut-off, or inside it at the cost the centre
 * set for a late cancel (refused by default). What was paid comes back as a refund record, never
 * more: the credits spent, or for a booking paid by mobile money the credits its XOF price was
 * worth when it was booked; then a late cancel's fee is taken. The member sends the fee they were
 * shown (`announced`): another one is refused, so nobody pays what they were not told. Payments
 * still open for it are voided.
 */
export async function cancelBooking(deps: AppDeps, userId: number, bookingId: number, announced = 0) {
  const now = deps.clock.now();
  type Outcome = Refusal | { ok: true; refunded: number; penalty: number };
  try {
    return await immediate(deps, async (tx): Promise<Outcome> => {
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
      const cutoff = await cancelCutoffHours(tx.db);
      const late = isLateCancel(booking, slot, now, cutoff)
        ? lateCancelCredits(booking, (await penaltyPolicies(tx.db)).late_cancel)
        : null;
      const reason = cancelationDelay(booking, slot, now, cutoff);
      if (reason && late === null) return refuse("detail", reason);
      const fee = late ?? 0;
      if (fee !== announced) return refuse("detail", penaltyMessages.costChanged(fee), 409);
      const session = { serviceName, startsAt: slotStartsAt };
      const done = await cancelInTransaction(tx, booking, session, now, { refund: true });
      if (!done) return refuse("detail", bookingMessages.notUpcoming);
      const penalty = fee > 0 ? await chargeLateCancel(tx.db, booking, serviceName, fee, now) : 0;
      return { ok: true, refunded: done.refunded, penalty };
    });
  } catch (error) {
    // The cancel, its refund and its mail are undone with the transaction: the booking stands.
    if (error instanceof ShortForPenalty)
      return refuse("detail", penaltyMessages.lateCancelShort(error.fee, error.held));
    throw error;
  }
}

/** How a booking was paid, as its cancellation mail tells it; null when nothing was. */
async function paymentOf(db: Db, booking: BookingRow): Promise<CancelledPayment> {
  if (booking.paymentStatus !== "paid") return null;
  if (booking.paymentMethod === "PAY02") return { credits: booking.creditPrice };
  const code = v.is(methodCodeSchema, booking.paymentMethod) ? booking.paymentMethod : null;
  const method = code
    ? await db.selectFrom("bookingMethods").select("name").where("code", "=", code).executeTakeFirst()
    : undefined;
  return { xof: await moneyPaidFor(db, booking), methodName: method?.name ?? "—" };
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
