import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { paymentMessages } from "../../src/contract/payments";
import { bookingMethods, bookings, creditPacks, payments, services, slots } from "../db/schema";
import { type AppDeps, immediate } from "../deps";
import { PAYMENT_HOLD_MS, type Refusal } from "./bookings";
import { availability } from "./capacity";
import { debit, purchase } from "./ledger";

/** How long an Orange Money QR code can be paid, as the provider gives it. */
export const QR_VALIDITY_S = 300;
export const CHECKOUT_VALIDITY_MS = 15 * 60_000;

const refuse = (message: string, status = 400): Refusal => ({
  ok: false,
  status,
  errors: { detail: [message] },
});

type PaymentResult = {
  ok: true;
  booking_id: number;
  status: "confirmed" | "paid" | "redirect" | "qr";
  payment_status: "pending" | "paid" | "failed";
  message: string;
  checkout_url?: string;
  payment_id?: string;
};

export function findMethod(deps: AppDeps, methodId: number) {
  return deps.db.select().from(bookingMethods).where(eq(bookingMethods.id, methodId)).get() ?? null;
}

/** The member's booking, if it can still be paid; an expired hold is renewed when the places are still free. */
function payableBooking(deps: AppDeps, userId: number, bookingId: number, now: Date) {
  const row = deps.db
    .select({ booking: bookings, slot: slots, service: services })
    .from(bookings)
    .innerJoin(slots, eq(slots.id, bookings.slotId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .get();
  if (!row) return refuse("Réservation introuvable.", 404);
  const { booking, slot, service } = row;
  if (booking.cancelledAt || slot.startsAt <= now) return refuse(paymentMessages.bookingNotPayable);
  if (booking.paymentStatus === "paid") return refuse(paymentMessages.alreadyPaid);
  if (!booking.confirmedAt && booking.holdUntil <= now) {
    const free = availability(deps.db, slot, service, now);
    const fits = booking.privateOption ? free.bookingCount === 0 : free.remaining >= booking.numberPerson;
    if (!fits) return refuse(paymentMessages.holdExpired);
  }
  return { ok: true as const, booking, serviceName: service.name };
}

function holdUntil(deps: AppDeps, bookingId: number, until: Date) {
  deps.db.update(bookings).set({ holdUntil: until }).where(eq(bookings.id, bookingId)).run();
}

/** A provider payment (sandbox): the wallet checkout (PAY03) or an Orange Money QR (PAY04). */
function openPayment(
  deps: AppDeps,
  userId: number,
  purpose: "booking" | "pack",
  objectId: number,
  method: "PAY03" | "PAY04",
  amount: number,
) {
  const now = deps.clock.now();
  const validity = method === "PAY04" ? QR_VALIDITY_S * 1000 : CHECKOUT_VALIDITY_MS;
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + validity);
  // A new QR code or checkout replaces the open one: two approvals can never both be taken.
  deps.db
    .update(payments)
    .set({ status: "failed", settledAt: now })
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.purpose, purpose),
        eq(payments.objectId, objectId),
        eq(payments.status, "pending"),
      ),
    )
    .run();
  deps.db
    .insert(payments)
    .values({ id, userId, purpose, objectId, method, amount, createdAt: now, expiresAt })
    .run();
  if (purpose === "booking") {
    // The places stay held while the member pays, and a little after.
    holdUntil(
      deps,
      objectId,
      new Date(Math.max(expiresAt.getTime() + 60_000, now.getTime() + PAYMENT_HOLD_MS)),
    );
    deps.db.update(bookings).set({ paymentMethod: method }).where(eq(bookings.id, objectId)).run();
  }
  return { id, expiresAt };
}

/** Pays a pending booking with the chosen method, in one immediate transaction. */
export function payBooking(deps: AppDeps, userId: number, bookingId: number, methodId: number) {
  const now = deps.clock.now();
  return immediate(deps, (): Refusal | PaymentResult => {
    const method = findMethod(deps, methodId);
    if (!method) return refuse(paymentMessages.methodUnknown);
    if (!method.displayOnBooking) return refuse(paymentMessages.methodNotForBooking);
    const payable = payableBooking(deps, userId, bookingId, now);
    if (!payable.ok) return payable;
    const { booking } = payable;
    const done = (
      status: PaymentResult["status"],
      paymentStatus: PaymentResult["payment_status"],
      message: string,
    ) => ({
      ok: true as const,
      booking_id: booking.id,
      status,
      payment_status: paymentStatus,
      message,
    });
    switch (method.code) {
      case "PAY01":
        deps.db
          .update(bookings)
          .set({ paymentMethod: "PAY01", paymentStatus: "pending", confirmedAt: booking.confirmedAt ?? now })
          .where(eq(bookings.id, booking.id))
          .run();
        return done("confirmed", "pending", paymentMessages.confirmedAtVenue);
      case "PAY02":
        if (
          !debit(deps.db, userId, booking.creditPrice, now, {
            id: booking.id,
            serviceName: payable.serviceName,
          })
        ) {
          return refuse(paymentMessages.insufficient);
        }
        deps.db
          .update(bookings)
          .set({ paymentMethod: "PAY02", paymentStatus: "paid", confirmedAt: booking.confirmedAt ?? now })
          .where(eq(bookings.id, booking.id))
          .run();
        return done("paid", "paid", paymentMessages.paidWithCredits);
      case "PAY03": {
        const payment = openPayment(deps, userId, "booking", booking.id, "PAY03", booking.price);
        return {
          ...done("redirect", "pending", paymentMessages.checkoutOpened),
          payment_id: payment.id,
          checkout_url: `/sandbox/checkout/${payment.id}`,
        };
      }
      case "PAY04": {
        const payment = openPayment(deps, userId, "booking", booking.id, "PAY04", booking.price);
        return { ...done("qr", "pending", paymentMessages.checkoutOpened), payment_id: payment.id };
      }
    }
  });
}

/**
 * The confirm-payment call: at the venue and credits are paid as above; for the providers the
 * server looks at the payment itself and never trusts the client's word.
 */
export function confirmBookingPayment(deps: AppDeps, userId: number, bookingId: number, methodId: number) {
  const method = findMethod(deps, methodId);
  if (!method) return refuse(paymentMessages.methodUnknown);
  if (method.code === "PAY01" || method.code === "PAY02")
    return payBooking(deps, userId, bookingId, methodId);
  const booking = deps.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .get();
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

/** Starts an Orange Money payment for a booking or a pack. */
export function startProviderPayment(
  deps: AppDeps,
  userId: number,
  purpose: "booking" | "pack",
  objectId: number,
  method: "PAY03" | "PAY04",
) {
  const now = deps.clock.now();
  return immediate(deps, (): Refusal | { ok: true; id: string; expiresAt: Date } => {
    if (purpose === "pack") {
      const pack = deps.db
        .select()
        .from(creditPacks)
        .where(and(eq(creditPacks.id, objectId), eq(creditPacks.isActive, true)))
        .get();
      if (!pack) return refuse(paymentMessages.packNotFound, 404);
      return { ok: true, ...openPayment(deps, userId, "pack", pack.id, method, pack.realPrice) };
    }
    const payable = payableBooking(deps, userId, objectId, now);
    if (!payable.ok) return payable;
    return { ok: true, ...openPayment(deps, userId, "booking", objectId, method, payable.booking.price) };
  });
}

export function findPayment(deps: AppDeps, id: string) {
  return deps.db.select().from(payments).where(eq(payments.id, id)).get() ?? null;
}

/**
 * The provider's answer. Applied once: a second approval, a replayed redirect or a poll after
 * the fact changes nothing. An expired payment can only fail.
 */
export function settlePayment(deps: AppDeps, id: string, outcome: "success" | "failed") {
  const now = deps.clock.now();
  return immediate(deps, () => {
    const payment = findPayment(deps, id);
    if (payment?.status !== "pending") return payment;
    const result = payment.expiresAt <= now ? "failed" : outcome;
    deps.db.update(payments).set({ status: result, settledAt: now }).where(eq(payments.id, id)).run();
    if (payment.purpose === "pack" && result === "success") {
      const pack = deps.db.select().from(creditPacks).where(eq(creditPacks.id, payment.objectId)).get();
      if (pack) purchase(deps.db, payment.userId, pack, now);
    }
    if (payment.purpose === "booking") {
      const booking = deps.db.select().from(bookings).where(eq(bookings.id, payment.objectId)).get();
      if (booking && booking.paymentStatus !== "paid") {
        deps.db
          .update(bookings)
          .set(
            result === "success"
              ? {
                  paymentStatus: "paid",
                  paymentMethod: payment.method,
                  confirmedAt: booking.confirmedAt ?? now,
                }
              : { paymentStatus: "failed", holdUntil: now },
          )
          .where(eq(bookings.id, booking.id))
          .run();
      }
    }
    return findPayment(deps, id);
  });
}

/** The status a member's poll reads; a pending payment past its validity is failed first. */
export function pollPayment(deps: AppDeps, userId: number, id: string) {
  const payment = findPayment(deps, id);
  if (!payment || payment.userId !== userId) return null;
  const settled =
    payment.status === "pending" && payment.expiresAt <= deps.clock.now()
      ? settlePayment(deps, id, "failed")
      : payment;
  return settled?.status ?? payment.status;
}
