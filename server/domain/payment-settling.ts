import { type AppDeps, immediate } from "../deps";
import { mailBookingConfirmation } from "./booking-mail";
import { lapsedHoldRefusal } from "./capacity";
import { purchase } from "./ledger";
import { mailPackReceipt } from "./pack-receipt-mail";
import { logPaymentChange } from "./payment-log";
import { discountedRefund } from "./pricing";
import { keepGift } from "./promos/gift-codes";
import { promoUseStillFree } from "./promos/promo-codes";
import { type Evidence, firstSight, receivedXof } from "./provider-evidence";
import {
  bookingWithSlot,
  findPayment,
  type PaymentRow,
  receivedText,
  refundPayment,
  voidPendingPayments,
} from "./provider-payments";

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "log" | "mailer" | "config">;

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
async function applySuccess(
  deps: Deps,
  payment: PaymentRow,
  now: Date,
  received: number | null,
): Promise<number | null> {
  if (payment.purpose === "pack") {
    // What the member checked out, not what the pack has become since (the centre may edit it).
    const pack = packBought(payment);
    if (!pack) {
      await refundPayment(deps, payment, now, "pack introuvable", received);
      return null;
    }
    await deps.db
      .updateTable("payments")
      .set({ status: "success", settledAt: now })
      .where("id", "=", payment.id)
      .execute();
    logPaymentChange(deps, payment, payment.status, "success");
    // A gift: a code to give, not credits; its mail carries the code.
    if (payment.gift) {
      await keepGift(deps, payment, pack, now);
      return null;
    }
    await purchase(deps.db, payment.userId, pack, now);
    const method = await deps.db
      .selectFrom("bookingMethods")
      .select("name")
      .where("code", "=", payment.method)
      .executeTakeFirst();
    // Keyed by the payment: however often its provider says so, it is credited, and told, once.
    await mailPackReceipt(deps, {
      userId: payment.userId,
      onceKey: `pack-receipt:${payment.id}`,
      packName: pack.name,
      credits: pack.creditNumber,
      amount: pack.realPrice,
      methodName: method?.name ?? payment.method,
      reference: payment.id,
      expiresAt: new Date(now.getTime() + pack.validityDays * 86_400_000),
    });
    return null;
  }
  const row = await bookingWithSlot(deps.db, payment.objectId);
  if (!row || row.booking.cancelledAt) {
    await refundPayment(deps, payment, now, "réservation annulée", received);
    return null;
  }
  const { booking, slot, service } = row;
  if (booking.paymentStatus === "paid") {
    await refundPayment(deps, payment, now, "réservation déjà payée", received);
    return null;
  }
  if (!booking.confirmedAt && booking.holdUntil <= now) {
    // Its hold has lapsed (a late answer, a payment failed meanwhile): its places may be someone
    // else's by now, so it is paid only if they are still free, as paying it again would require.
    if (slot.startsAt <= now) {
      await refundPayment(deps, payment, now, "créneau déjà commencé", received);
      return null;
    }
    if (await lapsedHoldRefusal(deps.db, booking, slot, service, now)) {
      await refundPayment(deps, payment, now, "places reprises entre-temps", received);
      return null;
    }
  }
  await deps.db
    .updateTable("payments")
    .set({ status: "success", settledAt: now })
    .where("id", "=", payment.id)
    .execute();
  logPaymentChange(deps, payment, payment.status, "success");
  await deps.db
    .updateTable("bookings")
    .set({
      paymentStatus: "paid",
      paymentMethod: payment.method,
      confirmedAt: booking.confirmedAt ?? now,
      // Paid less with a promo code: a cancellation gives back what was paid, no more.
      ...(payment.discount ? { moneyRefundCredits: discountedRefund(booking, service, payment.amount) } : {}),
    })
    .where("id", "=", booking.id)
    .execute();
  // Nothing else may still be paid for it.
  await voidPendingPayments(deps, booking.userId, "booking", booking.id, now);
  // Already confirmed to be paid at the venue: its member had the mail then.
  return booking.confirmedAt === null ? booking.id : null;
}

async function applyFailure(deps: Deps, payment: PaymentRow, now: Date) {
  await deps.db
    .updateTable("payments")
    .set({ status: "failed", settledAt: now })
    .where("id", "=", payment.id)
    .execute();
  logPaymentChange(deps, payment, payment.status, "failed");
  if (payment.purpose !== "booking") return;
  const booking = await deps.db
    .selectFrom("bookings")
    .selectAll()
    .where("id", "=", payment.objectId)
    .executeTakeFirst();
  // A booking confirmed to be paid at the venue stays so; an unconfirmed one lets its places go.
  if (!booking || booking.confirmedAt || booking.paymentStatus === "paid") return;
  await deps.db
    .updateTable("bookings")
    .set({ paymentStatus: "failed", paymentMethod: payment.method, holdUntil: now })
    .where("id", "=", booking.id)
    .execute();
}

/**
 * The provider's answer, applied once: a second approval, a replayed webhook or redirect, or a poll
 * after the fact changes nothing; a transaction is recorded in the same transaction as what it paid
 * for. An approval of a voided payment, of another amount, or paid after the payment's validity, is
 * refunded.
 */
export async function settlePayment(
  deps: Deps,
  id: string,
  outcome: "success" | "failed",
  evidence: Evidence = { transactionId: null },
): Promise<PaymentRow | null> {
  const now = deps.clock.now();
  let confirmedBooking: number | null = null;
  const settled = await immediate(deps, async (tx) => {
    const payment = await findPayment(tx, id);
    if (!payment) return null;
    if (!(await firstSight(tx, payment, outcome, evidence, now))) return payment;
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
        tx.log(
          `Paiement ${payment.id} : transaction ${evidence.transactionId} reçue en plus, ${receivedText(received)} à rendre par le centre.`,
        );
    } else if (outcome === "success" && (payment.status === "voided" || late || wrongAmount)) {
      // The provider took money for something no longer on offer, or not this price: it goes back.
      await refundPayment(
        tx,
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
      // Its code's last use went to someone else after this payment gave it back: never one too many.
      if (await promoUseStillFree(tx.db, payment, now))
        confirmedBooking = await applySuccess(tx, payment, now, received);
      else await refundPayment(tx, payment, now, "code promo utilisé entre-temps par d'autres", received);
    } else if (payment.status === "pending") {
      await applyFailure(tx, payment, now);
    }
    return findPayment(tx, id);
  });
  if (confirmedBooking !== null) await mailBookingConfirmation(deps, confirmedBooking);
  return settled;
}
