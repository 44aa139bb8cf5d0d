import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { bookings, payments, providerReceipts, services, slots } from "../db/schema";
import { type AppDeps, afterCommit, immediate, type MobileMoneyCode } from "../deps";
import type { ProviderName } from "../payments/accounts";
import { closeAtProviders } from "../payments/closing";
import { QR_SETTLING_MS } from "../payments/provider";
import { receivedText, refundStateFor, sendDueRefunds } from "../payments/refunds";
import { mailBookingConfirmation } from "./booking-mail";
import { availability, PAYMENT_HOLD_MS } from "./capacity";
import { purchase } from "./ledger";

/**
 * Payments taken by an outside provider (the wallet checkout, the Orange Money QR code) and what
 * their outcome does. A booking or a pack is paid once: whatever the order in which approvals,
 * redirects, polls and other methods arrive, money taken for something already settled is given back.
 */

/** How long an Orange Money QR code can be paid, as the provider is asked for it. */
export const QR_VALIDITY_S = 300;
export const CHECKOUT_VALIDITY_MS = 15 * 60_000;
/**
 * A booking's places stay held this long after its payment's validity: longer than the upkeep takes
 * to ask about it (a pass each minute, one more when the provider did not answer), so that a
 * payment made in time is not then refunded for want of its places.
 */
export const HOLD_AFTER_EXPIRY_MS = 5 * 60_000;

type Deps = Pick<AppDeps, "db" | "sqlite" | "clock" | "log" | "mailer" | "config">;
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
  const voided = deps.db
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
    .returning()
    .all();
  // Their checkouts would still take money at the provider: closed there once this is kept.
  if (voided.length) afterCommit(deps, () => closeAtProviders(deps, voided));
}

/** A pack as a member checks it out: what its payment grants once paid (its price is the payment's amount). */
export type PackTerms = { name: string; creditNumber: number; validityDays: number };

/**
 * A new provider payment; it replaces (voids) the one still open for the same booking or pack. A
 * pack's payment keeps the pack's terms as they are now: its success grants exactly these.
 */
export function openPayment(
  deps: Deps,
  userId: number,
  purpose: Purpose,
  objectId: number,
  method: MobileMoneyCode,
  amount: number,
  provider: ProviderName,
  pack?: PackTerms,
) {
  const now = deps.clock.now();
  const validity = method === "PAY04" ? QR_VALIDITY_S * 1000 + QR_SETTLING_MS : CHECKOUT_VALIDITY_MS;
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + validity);
  voidPendingPayments(deps, userId, purpose, objectId, now);
  deps.db
    .insert(payments)
    .values({
      id,
      userId,
      purpose,
      objectId,
      method,
      amount,
      createdAt: now,
      expiresAt,
      provider,
      packName: pack?.name,
      packCredits: pack?.creditNumber,
      packValidityDays: pack?.validityDays,
    })
    .run();
  if (purpose === "booking") {
    // The places stay held while the member pays, and after: until its last ask has been made.
    const until = new Date(
      Math.max(expiresAt.getTime() + HOLD_AFTER_EXPIRY_MS, now.getTime() + PAYMENT_HOLD_MS),
    );
    deps.db.update(bookings).set({ holdUntil: until }).where(eq(bookings.id, objectId)).run();
  }
  return { id, expiresAt };
}

/**
 * Money the provider took that buys nothing: what it received (kept with the payment) is given back
 * through the provider's API after the commit when it has one, else left to the centre (the log
 * says which, and how much).
 */
function refundPayment(deps: Deps, payment: PaymentRow, now: Date, why: string, received: number | null) {
  const refundState = refundStateFor(payment.provider);
  deps.db
    .update(payments)
    .set({ status: "refunded", settledAt: now, refundState, refundAmount: received })
    .where(eq(payments.id, payment.id))
    .run();
  const how =
    refundState === "due"
      ? "rendu par l'API du prestataire"
      : refundState
        ? "à rendre par le centre"
        : "bac à sable";
  deps.log(`Paiement ${payment.id} remboursé (${why}) : ${receivedText(received)}, ${how}.`);
  if (refundState === "due") afterCommit(deps, () => sendDueRefunds(deps));
}

/**
 * The pack a payment bought, as it stood at checkout, at the price the payment asked; null for a
 * payment opened before packs were kept with it, whose pack no longer existed then.
 */
function packBought(payment: PaymentRow) {
  const { packName, packCredits, packValidityDays } = payment;
  if (packName === null || packCredits === null || packValidityDays === null) return null;
  return {
    name: packName,
    creditNumber: packCredits,
    realPrice: payment.amount,
    validityDays: packValidityDays,
  };
}

/**
 * A provider's success for a pending payment: the pack's credits, or the booking paid if it still
 * can be. Answers the booking's id when this payment is what confirmed it (its mail is then due).
 */
function applySuccess(deps: Deps, payment: PaymentRow, now: Date, received: number | null): number | null {
  if (payment.purpose === "pack") {
    // What the member checked out, not what the pack has become since (the centre may edit it).
    const pack = packBought(payment);
    if (!pack) {
      refundPayment(deps, payment, now, "pack introuvable", received);
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
  const row = deps.db
    .select({ booking: bookings, slot: slots, service: services })
    .from(bookings)
    .innerJoin(slots, eq(slots.id, bookings.slotId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(bookings.id, payment.objectId))
    .get();
  if (!row || row.booking.cancelledAt) {
    refundPayment(deps, payment, now, "réservation annulée", received);
    return null;
  }
  const { booking, slot, service } = row;
  if (booking.paymentStatus === "paid") {
    refundPayment(deps, payment, now, "réservation déjà payée", received);
    return null;
  }
  if (!booking.confirmedAt && booking.holdUntil <= now) {
    // Its hold has lapsed (a late answer, a payment failed meanwhile): its places may be someone
    // else's by now, so it is paid only if they are still free, as paying it again would require.
    if (slot.startsAt <= now) {
      refundPayment(deps, payment, now, "créneau déjà commencé", received);
      return null;
    }
    const free = availability(deps.db, slot, service, now);
    const fits = booking.privateOption ? free.bookingCount === 0 : free.remaining >= booking.numberPerson;
    if (!fits) {
      refundPayment(deps, payment, now, "places reprises entre-temps", received);
      return null;
    }
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

/** What the provider said about the money, when it says it (the sandbox says nothing more). */
export type Evidence = {
  /** The provider's transaction: a transaction already seen changes nothing again. */
  transactionId: string | null;
  /** In XOF: a success of another amount is refunded, never applied. */
  amount?: number;
  /** When the payer paid; a success paid after the payment's validity is refunded. */
  paidAt?: Date | null;
};

/**
 * What the provider took, in XOF: what it says it received, else (the sandbox says nothing) the
 * amount asked; null when it says something other than whole XOF (another currency, a fraction).
 */
function receivedXof(payment: PaymentRow, evidence: Evidence): number | null {
  const amount = evidence.amount ?? payment.amount;
  return Number.isInteger(amount) && amount >= 0 ? amount : null;
}

/** Records the provider's transaction; false when it was already recorded (a replay). */
function firstSight(
  deps: Deps,
  payment: PaymentRow,
  outcome: "success" | "failed",
  evidence: Evidence,
  now: Date,
) {
  if (!evidence.transactionId) return true;
  const row = deps.db
    .insert(providerReceipts)
    .values({
      provider: payment.provider,
      transactionId: evidence.transactionId,
      paymentId: payment.id,
      outcome,
      amount: evidence.amount ?? null,
      receivedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: providerReceipts.id })
    .get();
  return row !== undefined;
}

/**
 * The provider's answer, applied once: a second approval, a replayed webhook or redirect, or a poll
 * after the fact changes nothing; a transaction is recorded in the same transaction as what it paid
 * for. An approval of a voided payment, of another amount, or paid after the payment's validity, is
 * refunded.
 */
export function settlePayment(
  deps: Deps,
  id: string,
  outcome: "success" | "failed",
  evidence: Evidence = { transactionId: null },
) {
  const now = deps.clock.now();
  let confirmedBooking: number | null = null;
  const settled = immediate(deps, () => {
    const payment = findPayment(deps, id);
    if (!payment) return null;
    if (!firstSight(deps, payment, outcome, evidence, now)) return payment;
    // Paid within the payment's validity, the money is due to this payment even when it was failed
    // meanwhile (its provider did not answer in time): it is applied if its booking still can be.
    const paidAt = evidence.paidAt ?? now;
    const late = (payment.status === "pending" || payment.status === "failed") && payment.expiresAt <= paidAt;
    const wrongAmount = evidence.amount !== undefined && evidence.amount !== payment.amount;
    // What goes back when this money buys nothing: what was received, not what was asked.
    const received = receivedXof(payment, evidence);
    if (outcome === "success" && (payment.status === "success" || payment.status === "refunded")) {
      // Another transaction for a payment already settled: paid twice, the centre gives it back.
      if (evidence.transactionId)
        deps.log(
          `Paiement ${payment.id} : transaction ${evidence.transactionId} reçue en plus, ${receivedText(received)} à rendre par le centre.`,
        );
    } else if (outcome === "success" && (payment.status === "voided" || late || wrongAmount)) {
      // The provider took money for something no longer on offer, or not this price: it goes back.
      refundPayment(
        deps,
        payment,
        now,
        wrongAmount
          ? `montant reçu ${received === null ? "autre que des XOF entiers" : `${received} XOF`}`
          : late
            ? "paiement arrivé après son expiration"
            : "paiement remplacé",
        received,
      );
    } else if (outcome === "success" && (payment.status === "pending" || payment.status === "failed")) {
      confirmedBooking = applySuccess(deps, payment, now, received);
    } else if (payment.status === "pending") {
      applyFailure(deps, payment, now);
    }
    return findPayment(deps, id);
  });
  if (confirmedBooking !== null) mailBookingConfirmation(deps, confirmedBooking);
  return settled;
}
