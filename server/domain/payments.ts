import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { bookingMessages } from "../../src/contract/booking";
import { type PaymentResult as PaymentAnswer, paymentMessages } from "../../src/contract/payments";
import { bookingMethods, bookings, creditPacks, payments, services, slots } from "../db/schema";
import { type AppConfig, type AppDeps, immediate, type MobileMoneyCode } from "../deps";
import type { Refusal } from "../lib/answers";
import { providerNameFor } from "../payments/registry";
import { mailBookingConfirmation } from "./booking-mail";
import { availability, MAX_PAYMENT_ATTEMPTS, MAX_UNPAID_HOLDS, unpaidHolds } from "./capacity";
import { debit } from "./ledger";
import { openPayment, type PackTerms, voidPendingPayments } from "./provider-payments";

const refuse = (message: string, status = 400): Refusal => ({
  ok: false,
  status,
  errors: { detail: [message] },
});

/** What the routes answer, as the contract spells it. */
type PaymentResult = { ok: true } & PaymentAnswer;

type MethodRow = typeof bookingMethods.$inferSelect;

const isMobileMoney = (code: MethodRow["code"]): code is MobileMoneyCode =>
  code === "PAY03" || code === "PAY04";

/** Whether a method is offered: switched on for this use, and its provider configured if it has one. */
export function methodOffered(config: AppConfig, method: MethodRow, use: "booking" | "pack"): boolean {
  const shown = use === "booking" ? method.displayOnBooking : method.displayOnPack;
  return shown && (!isMobileMoney(method.code) || config.providers[method.code] !== undefined);
}

export function findMethod(deps: AppDeps, methodId: number) {
  return deps.db.select().from(bookingMethods).where(eq(bookingMethods.id, methodId)).get() ?? null;
}

export function findMethodByCode(deps: AppDeps, code: MobileMoneyCode) {
  return deps.db.select().from(bookingMethods).where(eq(bookingMethods.code, code)).get() ?? null;
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
    // A lapsed hold comes back only if its places are free and the member's cap allows it.
    const free = availability(deps.db, slot, service, now);
    const fits = booking.privateOption ? free.bookingCount === 0 : free.remaining >= booking.numberPerson;
    if (!fits) return refuse(paymentMessages.holdExpired);
    if (unpaidHolds(deps.db, userId, now, booking.id) >= MAX_UNPAID_HOLDS)
      return refuse(bookingMessages.tooManyUnpaid(MAX_UNPAID_HOLDS));
  }
  return { ok: true as const, booking, serviceName: service.name };
}

/** Whether a booking has opened all the provider payments it may (each one renews its hold). */
function attemptsUsed(deps: AppDeps, bookingId: number): boolean {
  const row = deps.db
    .select({ n: sql<number>`count(*)` })
    .from(payments)
    .where(and(eq(payments.purpose, "booking"), eq(payments.objectId, bookingId)))
    .get();
  return (row?.n ?? 0) >= MAX_PAYMENT_ATTEMPTS;
}

/**
 * Unpaid provider payments (Wave checkouts, Orange Money QR codes) one member may open for packs in
 * PACK_ATTEMPT_WINDOW_MS. A pack has no hold to bound its attempts, and each one opens a session or a
 * QR code at the provider: 3 leave room for a refused payment and a change of method, as a booking's
 * 3 attempts do, while a loop of clicks or a script cannot open them without end. Paid ones (applied,
 * or refunded because another attempt of the member was paid) never count: a member may buy as many
 * packs as they pay for. Over a sliding hour, so the limit lifts by itself.
 */
export const MAX_UNPAID_PACK_ATTEMPTS = 3;
export const PACK_ATTEMPT_WINDOW_MS = 60 * 60_000;

/** The refusal, with when the member may try again (the oldest counted attempt leaves the window). */
export const tooManyPackAttempts = (minutes: number) =>
  `Trop de tentatives de paiement de pack en une heure. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? "s" : ""}.`;

/** Minutes until the member may open another pack payment; null when they may now. */
function packAttemptsWait(deps: AppDeps, userId: number, now: Date): number | null {
  const since = new Date(now.getTime() - PACK_ATTEMPT_WINDOW_MS);
  const counted = deps.db
    .select({ createdAt: payments.createdAt })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.purpose, "pack"),
        gt(payments.createdAt, since),
        inArray(payments.status, ["pending", "failed", "voided"]),
      ),
    )
    .orderBy(payments.createdAt)
    .all();
  if (counted.length < MAX_UNPAID_PACK_ATTEMPTS) return null;
  // The attempt whose leaving brings the count back under the limit.
  const freed = counted[counted.length - MAX_UNPAID_PACK_ATTEMPTS];
  const ms = (freed?.createdAt.getTime() ?? now.getTime()) + PACK_ATTEMPT_WINDOW_MS - now.getTime();
  return Math.max(1, Math.ceil(ms / 60_000));
}

/** A payment opened with the provider this method has now (offered methods always have one). */
function openProviderPayment(
  deps: AppDeps,
  userId: number,
  purpose: "booking" | "pack",
  objectId: number,
  method: MobileMoneyCode,
  amount: number,
  pack?: PackTerms,
) {
  const provider = providerNameFor(deps, method);
  if (!provider) throw new Error(`${method} offered without a provider`);
  return openPayment(deps, userId, purpose, objectId, method, amount, provider, pack);
}

/** Pays a pending booking with the chosen method, in one immediate transaction. */
export function payBooking(deps: AppDeps, userId: number, bookingId: number, methodId: number) {
  const now = deps.clock.now();
  // Set when this call is the one that confirms the booking: only a first confirmation is mailed.
  let confirmedNow = false;
  const result = immediate(deps, (): Refusal | PaymentResult => {
    const method = findMethod(deps, methodId);
    if (!method) return refuse(paymentMessages.methodUnknown);
    if (!methodOffered(deps.config, method, "booking")) return refuse(paymentMessages.methodNotForBooking);
    const payable = payableBooking(deps, userId, bookingId, now);
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
        voidPendingPayments(deps, userId, "booking", booking.id, now);
        confirmedNow = booking.confirmedAt === null;
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
        )
          return refuse(paymentMessages.insufficient);
        voidPendingPayments(deps, userId, "booking", booking.id, now);
        confirmedNow = booking.confirmedAt === null;
        deps.db
          .update(bookings)
          .set({ paymentMethod: "PAY02", paymentStatus: "paid", confirmedAt: booking.confirmedAt ?? now })
          .where(eq(bookings.id, booking.id))
          .run();
        return done("paid", "paid", paymentMessages.paidWithCredits);
      case "PAY03":
      case "PAY04": {
        if (attemptsUsed(deps, booking.id)) return refuse(paymentMessages.tooManyAttempts);
        const payment = openProviderPayment(deps, userId, "booking", booking.id, method.code, booking.price);
        // The wallet's checkout address is the provider's: the route asks for it after the commit.
        const step = method.code === "PAY03" ? "redirect" : "qr";
        return { ...done(step, "pending", paymentMessages.checkoutOpened), payment_id: payment.id };
      }
    }
  });
  // Queued in the outermost transaction when this runs inside another (an idempotent request): the
  // mail exists if and only if the confirmation was kept, and leaves after the commit.
  if (confirmedNow && result.ok) mailBookingConfirmation(deps, bookingId);
  return result;
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

/** Starts a provider payment (Orange Money QR or wallet checkout) for a booking or a pack. */
export function startProviderPayment(
  deps: AppDeps,
  userId: number,
  purpose: "booking" | "pack",
  objectId: number,
  code: MobileMoneyCode,
) {
  const now = deps.clock.now();
  return immediate(deps, (): Refusal | { ok: true; id: string; expiresAt: Date } => {
    const method = findMethodByCode(deps, code);
    if (!method || !methodOffered(deps.config, method, purpose))
      return refuse(
        purpose === "pack" ? paymentMessages.methodNotForPack : paymentMessages.methodNotForBooking,
      );
    if (purpose === "pack") {
      const pack = deps.db
        .select()
        .from(creditPacks)
        .where(and(eq(creditPacks.id, objectId), eq(creditPacks.isActive, true)))
        .get();
      if (!pack) return refuse(paymentMessages.packNotFound, 404);
      // Refused as a booking's spent attempts are (400, its detail).
      const wait = packAttemptsWait(deps, userId, now);
      if (wait !== null) return refuse(tooManyPackAttempts(wait));
      // The pack as it is now, its price and what it grants, kept with the payment.
      return { ok: true, ...openProviderPayment(deps, userId, "pack", pack.id, code, pack.realPrice, pack) };
    }
    const payable = payableBooking(deps, userId, objectId, now);
    if (!payable.ok) return payable;
    if (attemptsUsed(deps, objectId)) return refuse(paymentMessages.tooManyAttempts);
    return {
      ok: true,
      ...openProviderPayment(deps, userId, "booking", objectId, code, payable.booking.price),
    };
  });
}
