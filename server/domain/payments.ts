import { bookingMessages } from "../../src/contract/booking";
import { type PaymentResult as PaymentAnswer, paymentMessages } from "../../src/contract/payments";
import { promoMessages } from "../../src/contract/promos";
import { scheduleMessages } from "../../src/contract/staff/schedule";
import { type AppDeps, immediate, type MobileMoneyCode } from "../deps";
import type { Refusal } from "../lib/answers";
import { mailBookingConfirmation } from "./booking-mail";
import { lapsedHoldRefusal, MAX_PAYMENT_ATTEMPTS } from "./capacity";
import { debit } from "./ledger";
import { packAttemptsWait, tooManyPackAttempts } from "./pack-attempts";
import { findMethod, findMethodByCode, methodOffered, providerNameFor } from "./payment-methods";
import { openPayment, type PaymentExtras } from "./payment-opening";
import { pricedPayment } from "./promos/promo-payment";
import { bookingWithSlot, voidPendingPayments } from "./provider-payments";

const refuse = (message: string, status = 400): Refusal => ({
  ok: false,
  status,
  errors: { detail: [message] },
});

/** What the routes answer, as the contract spells it. */
type PaymentResult = { ok: true } & PaymentAnswer;

/** The member's booking, if it can still be paid; an expired hold is renewed when the places are still free. */
async function payableBooking(deps: AppDeps, userId: number, bookingId: number, now: Date) {
  const row = await bookingWithSlot(deps.db, bookingId, userId);
  if (!row) return refuse("Réservation introuvable.", 404);
  const { booking, slot, service } = row;
  if (booking.cancelledAt || slot.startsAt <= now) return refuse(paymentMessages.bookingNotPayable);
  if (booking.paymentStatus === "paid") return refuse(paymentMessages.alreadyPaid);
  // Taken out of the schedule (a closure, new hours) while it was held: it is for the staff to settle.
  if (slot.withdrawn && !booking.confirmedAt) return refuse(scheduleMessages.slotWithdrawn);
  const lapsed = await lapsedHoldRefusal(deps.db, booking, slot, service, now, { userId });
  if (lapsed?.reason === "taken") return refuse(paymentMessages.holdExpired);
  if (lapsed?.reason === "cap") return refuse(bookingMessages.tooManyUnpaid(lapsed.max));
  return { ok: true as const, booking, serviceName: service.name };
}

/** Whether a booking has opened all the provider payments it may (each one renews its hold). */
async function attemptsUsed(deps: AppDeps, bookingId: number): Promise<boolean> {
  const row = await deps.db
    .selectFrom("payments")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("purpose", "=", "booking")
    .where("objectId", "=", bookingId)
    .executeTakeFirst();
  return Number(row?.n ?? 0) >= MAX_PAYMENT_ATTEMPTS;
}

/** A payment opened with the provider this method has now (offered methods always have one). */
function openProviderPayment(
  deps: AppDeps,
  userId: number,
  purpose: "booking" | "pack",
  objectId: number,
  method: MobileMoneyCode,
  amount: number,
  extras: PaymentExtras = {},
) {
  const provider = providerNameFor(deps.config, method);
  if (!provider) throw new Error(`${method} offered without a provider`);
  return openPayment(deps, userId, purpose, objectId, method, amount, provider, extras);
}

/** Pays a pending booking with the chosen method, in one immediate transaction. */
export async function payBooking(
  deps: AppDeps,
  userId: number,
  bookingId: number,
  methodId: number,
  promoCode?: string,
): Promise<Refusal | PaymentResult> {
  const now = deps.clock.now();
  // Set when this call is the one that confirms the booking: only a first confirmation is mailed.
  let confirmedNow = false;
  const result = await immediate(deps, async (tx): Promise<Refusal | PaymentResult> => {
    const method = await findMethod(tx, methodId);
    if (!method) return refuse(paymentMessages.methodUnknown);
    if (!methodOffered(tx.config, method, "booking")) return refuse(paymentMessages.methodNotForBooking);
    // A code takes money off a money price: at the venue the desk charges the booking's price, and
    // credits are already a pack's price.
    if (promoCode && (method.code === "PAY01" || method.code === "PAY02"))
      return refuse(promoMessages.notForMethod);
    const payable = await payableBooking(tx, userId, bookingId, now);
    if (!payable.ok) return payable;
    const { booking } = payable;
    const done = (
      status: PaymentResult["status"],
      paymentStatus: PaymentResult["payment_status"],
      message: string,
    ) => ({ ok: true as const, booking_id: booking.id, status, payment_status: paymentStatus, message });
    switch (method.code) {
      case "PAY01":
        // Paying at the venue replaces any QR code or checkout still open.
        await voidPendingPayments(tx, userId, "booking", booking.id, now);
        confirmedNow = booking.confirmedAt === null;
        await tx.db
          .updateTable("bookings")
          .set({ paymentMethod: "PAY01", paymentStatus: "pending", confirmedAt: booking.confirmedAt ?? now })
          .where("id", "=", booking.id)
          .execute();
        return done("confirmed", "pending", paymentMessages.confirmedAtVenue);
      case "PAY02":
        if (
          !(await debit(tx.db, userId, booking.creditPrice, now, {
            id: booking.id,
            serviceName: payable.serviceName,
          }))
        )
          return refuse(paymentMessages.insufficient);
        await voidPendingPayments(tx, userId, "booking", booking.id, now);
        confirmedNow = booking.confirmedAt === null;
        await tx.db
          .updateTable("bookings")
          .set({ paymentMethod: "PAY02", paymentStatus: "paid", confirmedAt: booking.confirmedAt ?? now })
          .where("id", "=", booking.id)
          .execute();
        return done("paid", "paid", paymentMessages.paidWithCredits);
      case "PAY03":
      case "PAY04": {
        if (await attemptsUsed(tx, booking.id)) return refuse(paymentMessages.tooManyAttempts);
        const who = { userId, purpose: "booking" as const, objectId: booking.id };
        const priced = await pricedPayment(tx.db, promoCode, who, booking.price, now);
        if (!priced.ok) return priced;
        const payment = await openProviderPayment(
          tx,
          userId,
          "booking",
          booking.id,
          method.code,
          priced.amount,
          priced.extras,
        );
        // The wallet's checkout address is the provider's: the route asks for it after the commit.
        const step = method.code === "PAY03" ? "redirect" : "qr";
        return { ...done(step, "pending", paymentMessages.checkoutOpened), payment_id: payment.id };
      }
    }
  });
  // Queued in the outermost transaction when this runs inside another (an idempotent request): the
  // mail exists if and only if the confirmation was kept, and leaves after the commit.
  if (confirmedNow && result.ok) await mailBookingConfirmation(deps, bookingId);
  return result;
}

/**
 * The confirm-payment call: at the venue and credits are paid as above; for the providers the
 * server looks at the payment itself and never trusts the client's word.
 */
export async function confirmBookingPayment(
  deps: AppDeps,
  userId: number,
  bookingId: number,
  methodId: number,
): Promise<Refusal | PaymentResult> {
  const method = await findMethod(deps, methodId);
  if (!method) return refuse(paymentMessages.methodUnknown);
  if (method.code === "PAY01" || method.code === "PAY02")
    return payBooking(deps, userId, bookingId, methodId);
  const booking = await deps.db
    .selectFrom("bookings")
    .selectAll()
    .where("id", "=", bookingId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  if (!booking) return refuse("Réservation introuvable.", 404);
  if (booking.paymentStatus !== "paid") return refuse(paymentMessages.notFinalized);
  return {
    ok: true as const,
    booking_id: booking.id,
    status: "paid" as const,
    payment_status: "paid" as const,
    message: paymentMessages.paidWithCredits,
  };
}

/** Starts a provider payment (Orange Money QR or wallet checkout) for a booking or a pack. */
export function startProviderPayment(
  deps: AppDeps,
  userId: number,
  purpose: "booking" | "pack",
  objectId: number,
  code: MobileMoneyCode,
  options: { promoCode?: string | undefined; gift?: boolean | undefined } = {},
) {
  const now = deps.clock.now();
  return immediate(deps, async (tx): Promise<Refusal | { ok: true; id: string; expiresAt: Date }> => {
    const method = await findMethodByCode(tx, code);
    if (!method || !methodOffered(tx.config, method, purpose))
      return refuse(
        purpose === "pack" ? paymentMessages.methodNotForPack : paymentMessages.methodNotForBooking,
      );
    if (purpose === "pack") {
      const pack = await tx.db
        .selectFrom("creditPacks")
        .selectAll()
        .where("id", "=", objectId)
        .where("isActive", "=", true)
        .executeTakeFirst();
      if (!pack) return refuse(paymentMessages.packNotFound, 404);
      // Refused as a booking's spent attempts are (400, its detail).
      const wait = await packAttemptsWait(tx, userId, now);
      if (wait !== null) return refuse(tooManyPackAttempts(wait));
      const who = { userId, purpose, objectId: pack.id };
      const priced = await pricedPayment(tx.db, options.promoCode, who, pack.realPrice, now);
      if (!priced.ok) return priced;
      // The pack as it is now, its price and what it grants, kept with the payment.
      const extras = { ...priced.extras, pack, gift: options.gift ?? false };
      return {
        ok: true,
        ...(await openProviderPayment(tx, userId, "pack", pack.id, code, priced.amount, extras)),
      };
    }
    const payable = await payableBooking(tx, userId, objectId, now);
    if (!payable.ok) return payable;
    if (await attemptsUsed(tx, objectId)) return refuse(paymentMessages.tooManyAttempts);
    const who = { userId, purpose, objectId };
    const priced = await pricedPayment(tx.db, options.promoCode, who, payable.booking.price, now);
    if (!priced.ok) return priced;
    return {
      ok: true,
      ...(await openProviderPayment(tx, userId, "booking", objectId, code, priced.amount, priced.extras)),
    };
  });
}
