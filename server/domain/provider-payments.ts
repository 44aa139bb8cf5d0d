import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { bookings, creditPacks, payments } from "../db/schema";
import { type AppDeps, afterCommit, immediate, type MobileMoneyCode } from "../deps";
import { mailBookingConfirmation } from "./booking-mail";
import { PAYMENT_HOLD_MS } from "./capacity";
import { purchase } from "./ledger";

/**
 * Payments taken by an outside provider (the wallet checkout, the Orange Money QR code) and what
 * their outcome does. A booking or a pack is paid once: whatever the order in which approvals,
 * redirects, polls and other methods arrive, money taken for something already settled is given back.
 */

/** How long an Orange Money QR code can be paid, as the provider gives it. */
export const QR_VALIDITY_S = 300;
export const CHECKOUT_VALIDITY_MS = 15 * 60_000;

type Deps = Pick<AppDeps, "db" | "sqlite" | "clock" | "log" | "mailer">;
type Purpose = "booking" | "pack";
export type PaymentRow = typeof payments.$inferSelect;

export function findPayment(deps: Pick<AppDeps, "db">, id: string): PaymentRow | null {
  return deps.db.select().from(payments).where(eq(payments.id, id)).get() ?? null;
}

/**
 * A member's open payments of a booking or pack stop counting: their approval would now be refunded.
 * (A pack's payments are per member: two members may buy the same pack at once.)
 */
export function voidPendingPayments(
  deps: Deps,
  userId: number,
  purpose: Purpose,
  objectId: number,
  now: Date,
) {
  deps.db
    .update(payments)
    .set({ status: "voided", settledAt: now })
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.purpose, purpose),
        eq(payments.objectId, objectId),
        eq(payments.status, "pending"),
      ),
    )
    .run();
}

/** A new provider payment; it replaces (voids) the one still open for the same booking or pack. */
export function openPayment(
  deps: Deps,
  userId: number,
  purpose: Purpose,
  objectId: number,
  method: MobileMoneyCode,
  amount: number,
) {
  const now = deps.clock.now();
  const validity = method === "PAY04" ? QR_VALIDITY_S * 1000 : CHECKOUT_VALIDITY_MS;
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + validity);
  voidPendingPayments(deps, userId, purpose, objectId, now);
  deps.db
    .insert(payments)
    .values({ id, userId, purpose, objectId, method, amount, createdAt: now, expiresAt })
    .run();
  if (purpose === "booking") {
    // The places stay held while the member pays, and a little after.
    const until = new Date(Math.max(expiresAt.getTime() + 60_000, now.getTime() + PAYMENT_HOLD_MS));
    deps.db.update(bookings).set({ holdUntil: until }).where(eq(bookings.id, objectId)).run();
  }
  return { id, expiresAt };
}

/** Money the provider took that buys nothing: marked for the provider to give back. */
function refundPayment(deps: Deps, payment: PaymentRow, now: Date, why: string) {
  deps.db
    .update(payments)
    .set({ status: "refunded", settledAt: now })
    .where(eq(payments.id, payment.id))
    .run();
  deps.log(`Paiement ${payment.id} remboursé (${why}).`);
}

/**
 * A provider's success for a pending payment: the pack's credits, or the booking paid if it still
 * can be. Answers the booking's id when this payment is what confirmed it (its mail is then due).
 */
function applySuccess(deps: Deps, payment: PaymentRow, now: Date): number | null {
  if (payment.purpose === "pack") {
    const pack = deps.db.select().from(creditPacks).where(eq(creditPacks.id, payment.objectId)).get();
    if (!pack) {
      refundPayment(deps, payment, now, "pack introuvable");
      return null;
    }
    deps.db
      .update(payments)
      .set({ status: "success", settledAt: now })
      .where(eq(payments.id, payment.id))
      .run();
    purchase(deps.db, payment.userId, pack, now);
    return null;
  }
  const booking = deps.db.select().from(bookings).where(eq(bookings.id, payment.objectId)).get();
  if (!booking || booking.cancelledAt) {
    refundPayment(deps, payment, now, "réservation annulée");
    return null;
  }
  if (booking.paymentStatus === "paid") {
    refundPayment(deps, payment, now, "réservation déjà payée");
    return null;
  }
  deps.db
    .update(payments)
    .set({ status: "success", settledAt: now })
    .where(eq(payments.id, payment.id))
    .run();
  deps.db
    .update(bookings)
    .set({ paymentStatus: "paid", paymentMethod: payment.method, confirmedAt: booking.confirmedAt ?? now })
    .where(eq(bookings.id, booking.id))
    .run();
  // Nothing else may still be paid for it.
  voidPendingPayments(deps, booking.userId, "booking", booking.id, now);
  // Already confirmed to be paid at the venue: its member had the mail then.
  return booking.confirmedAt === null ? booking.id : null;
}

function applyFailure(deps: Deps, payment: PaymentRow, now: Date) {
  deps.db.update(payments).set({ status: "failed", settledAt: now }).where(eq(payments.id, payment.id)).run();
  if (payment.purpose !== "booking") return;
  const booking = deps.db.select().from(bookings).where(eq(bookings.id, payment.objectId)).get();
  // A booking confirmed to be paid at the venue stays so; an unconfirmed one lets its places go.
  if (!booking || booking.confirmedAt || booking.paymentStatus === "paid") return;
  deps.db
    .update(bookings)
    .set({ paymentStatus: "failed", paymentMethod: payment.method, holdUntil: now })
    .where(eq(bookings.id, booking.id))
    .run();
}

/**
 * The provider's answer, applied once: a second approval, a replayed redirect or a poll after the
 * fact changes nothing. An approval of a voided, expired or failed payment is refunded, never applied.
 */
export function settlePayment(deps: Deps, id: string, outcome: "success" | "failed") {
  const now = deps.clock.now();
  let confirmedBooking: number | null = null;
  const settled = immediate(deps, () => {
    const payment = findPayment(deps, id);
    if (!payment) return null;
    const late = payment.status === "failed" || (payment.status === "pending" && payment.expiresAt <= now);
    if (outcome === "success" && (payment.status === "voided" || late)) {
      // The provider took money for something no longer on offer: it goes back.
      refundPayment(deps, payment, now, late ? "paiement arrivé après son expiration" : "paiement remplacé");
    } else if (payment.status === "pending") {
      if (outcome === "success") confirmedBooking = applySuccess(deps, payment, now);
      else applyFailure(deps, payment, now);
    }
    return findPayment(deps, id);
  });
  const mailed = confirmedBooking;
  if (mailed !== null) afterCommit(deps, () => mailBookingConfirmation(deps, mailed));
  return settled;
}

/** The member's payment as a poll reads it; a pending payment past its validity is failed first. */
export function pollPayment(deps: Deps, userId: number, id: string): PaymentRow | null {
  const payment = findPayment(deps, id);
  if (!payment || payment.userId !== userId) return null;
  if (payment.status === "pending" && payment.expiresAt <= deps.clock.now())
    return settlePayment(deps, id, "failed") ?? { ...payment, status: "failed" };
  return payment;
}
