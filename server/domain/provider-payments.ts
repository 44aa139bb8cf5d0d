import type { Db, Row } from "../db/tables";
import type { PaymentProvider } from "../db/tables/payments";
import { type AppDeps, afterCommit } from "../deps";
import { logPaymentChange } from "./payment-log";

/**
 * Payments taken by an outside provider (the wallet checkout, the Orange Money QR code) and what
 * their outcome does. A booking or a pack is paid once: whatever the order in which approvals,
 * redirects, polls and other methods arrive, money taken for something already settled is given back.
 * Here: finding one, voiding and refunding; opening one is `payment-opening.ts`, its outcome
 * `payment-settling.ts`.
 */

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "log" | "mailer" | "config">;
type Purpose = "booking" | "pack";
export type PaymentRow = Row<"payments">;

/**
 * How a refunded payment's money goes back: Wave's API gives it back (`due` until it has), Orange
 * Money's merchant API cannot (the centre does, `manual`), the sandbox took nothing.
 */
export const refundStateFor = (provider: PaymentProvider) =>
  provider === "wave" ? ("due" as const) : provider === "orange-money" ? ("manual" as const) : null;

/**
 * A refunded payment's money as the log tells it: the XOF the provider received (what goes back,
 * whatever the payment asked), or, when the provider gave it in something other than whole XOF,
 * where to read it.
 */
export const receivedText = (amount: number | null) =>
  amount === null ? "le montant reçu (à lire chez le prestataire)" : `${amount} XOF`;

/**
 * What the providers are told once a transaction has committed: the checkouts of payments that no
 * longer count are closed there, the refunds that fell due are sent. The domain calls no provider
 * itself: `server/payments/follow-ups.ts` says how, and is loaded with the payments' routes and
 * upkeep. Until then (a sandbox-only use), there is nothing to tell.
 */
export type ProviderFollowUps = {
  closePayments(deps: Deps, voided: readonly PaymentRow[]): void;
  sendDueRefunds(deps: Deps): void;
};
let followUps: ProviderFollowUps = { closePayments() {}, sendDueRefunds() {} };
export function setProviderFollowUps(how: ProviderFollowUps) {
  followUps = how;
}

/** `deps` for what runs once the transaction is over: the database itself, not the transaction ended. */
const afterwards = (deps: Deps): Deps => ({ ...deps, db: deps.database.db });

export async function findPayment(deps: Pick<AppDeps, "db">, id: string): Promise<PaymentRow | null> {
  return (await deps.db.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

/** A booking with its slot and its service (a member's own when `userId` is given); null if there is none. */
export async function bookingWithSlot(db: Db, bookingId: number, userId?: number) {
  const booking = await db
    .selectFrom("bookings")
    .selectAll()
    .where("id", "=", bookingId)
    .$if(userId !== undefined, (q) => q.where("userId", "=", userId ?? 0))
    .executeTakeFirst();
  if (!booking) return null;
  const slot = await db.selectFrom("slots").selectAll().where("id", "=", booking.slotId).executeTakeFirst();
  const service = await db
    .selectFrom("services")
    .selectAll()
    .where("id", "=", booking.serviceId)
    .executeTakeFirst();
  return slot && service ? { booking, slot, service } : null;
}

/**
 * A member's open payments of a booking or pack stop counting: their approval would now be refunded.
 * (A pack's payments are per member: two members may buy the same pack at once.)
 */
export async function voidPendingPayments(
  deps: Deps,
  userId: number,
  purpose: Purpose,
  objectId: number,
  now: Date,
) {
  const voided = await deps.db
    .updateTable("payments")
    .set({ status: "voided", settledAt: now })
    .where("userId", "=", userId)
    .where("purpose", "=", purpose)
    .where("objectId", "=", objectId)
    .where("status", "=", "pending")
    .returningAll()
    .execute();
  for (const payment of voided) logPaymentChange(deps, payment, "pending", "voided");
  // Their checkouts would still take money at the provider: closed there once this is kept.
  if (voided.length) afterCommit(deps, () => followUps.closePayments(afterwards(deps), voided));
}

/**
 * Money the provider took that buys nothing: what it received (kept with the payment) is given back
 * through the provider's API after the commit when it has one, else left to the centre (the log
 * says which, and how much).
 */
export async function refundPayment(
  deps: Deps,
  payment: PaymentRow,
  now: Date,
  why: string,
  received: number | null,
) {
  const refundState = refundStateFor(payment.provider);
  await deps.db
    .updateTable("payments")
    .set({ status: "refunded", settledAt: now, refundState, refundAmount: received })
    .where("id", "=", payment.id)
    .execute();
  logPaymentChange(deps, payment, payment.status, "refunded", why);
  const how =
    refundState === "due"
      ? "rendu par l'API du prestataire"
      : refundState
        ? "à rendre par le centre"
        : "bac à sable";
  deps.log(`Paiement ${payment.id} remboursé (${why}) : ${receivedText(received)}, ${how}.`);
  if (refundState === "due") afterCommit(deps, () => followUps.sendDueRefunds(afterwards(deps)));
}

/**
 * The XOF a booking's member paid for it: its kept provider payment's amount (less than its price
 * with a promo code), else its price (at the venue the desk charges the price).
 */
export async function moneyPaidFor(db: Db, booking: { id: number; price: number }): Promise<number> {
  const paid = await db
    .selectFrom("payments")
    .select("amount")
    .where("purpose", "=", "booking")
    .where("objectId", "=", booking.id)
    .where("status", "=", "success")
    .orderBy("createdAt", "desc")
    .executeTakeFirst();
  return paid?.amount ?? booking.price;
}
