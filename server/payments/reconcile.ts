import { and, eq, isNull, lt, lte, ne, or } from "drizzle-orm";
import { payments } from "../db/schema";
import type { AppDeps } from "../deps";
import { findPayment, type PaymentRow, settlePayment } from "../domain/provider-payments";
import type { ProviderReport } from "./provider";
import { ProviderError } from "./provider-error";
import { providerOf } from "./registry";

type Deps = Pick<AppDeps, "db" | "sqlite" | "clock" | "log" | "mailer" | "config">;

/** A pending payment is asked about at most this often (the app polls every 3 s). */
export const ASK_EVERY_MS = 10_000;

/**
 * Takes the right to ask the provider about a payment now, in the database, so that several
 * processes (and tabs) ask once: at most every ASK_EVERY_MS while it is open, and once more after
 * its validity has ended.
 */
function claim(deps: Deps, payment: PaymentRow, now: Date): boolean {
  const expired = payment.expiresAt <= now;
  const due = expired
    ? or(isNull(payments.checkedAt), lt(payments.checkedAt, payment.expiresAt))
    : or(isNull(payments.checkedAt), lte(payments.checkedAt, new Date(now.getTime() - ASK_EVERY_MS)));
  const result = deps.db
    .update(payments)
    .set({ checkedAt: now })
    .where(and(eq(payments.id, payment.id), eq(payments.status, "pending"), due))
    .run();
  return result.changes === 1;
}

/** Applies what the provider said (a poll, a reconciliation or a callback), once. */
export function applyReport(deps: Deps, payment: Pick<PaymentRow, "id">, report: ProviderReport) {
  if (report.state === "success")
    settlePayment(deps, payment.id, "success", {
      transactionId: report.transactionId,
      amount: report.amount,
      paidAt: report.paidAt,
    });
  else if (report.state === "failed")
    settlePayment(deps, payment.id, "failed", { transactionId: report.transactionId });
}

/**
 * A pending payment brought up to date with its provider (a poll, a lost callback). Past its
 * validity it is asked about once more, then expired: a payment made in time is still applied, a
 * later one will be refunded when it shows up. The provider not answering leaves it as it was.
 */
export async function refreshPayment(deps: Deps, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.status !== "pending") return payment;
  const now = deps.clock.now();
  const expired = payment.expiresAt <= now;
  const provider = providerOf(deps, payment.provider);
  // The sandbox settles on its own pages: nothing to ask it.
  if (provider && payment.provider !== "sandbox" && claim(deps, payment, now)) {
    try {
      applyReport(deps, payment, await provider.report(payment));
    } catch (error) {
      const why = error instanceof ProviderError ? error.logLine : "erreur inconnue";
      deps.log(`Paiement ${payment.id} : état non obtenu du prestataire (${why}).`);
    }
  } else if (expired && provider && payment.provider !== "sandbox") {
    // Someone else has just asked (or is asking): let the last word be theirs unless it is old.
    const asked = findPayment(deps, payment.id)?.checkedAt;
    if (asked && asked.getTime() > now.getTime() - ASK_EVERY_MS)
      return findPayment(deps, payment.id) ?? payment;
  }
  const current = findPayment(deps, payment.id) ?? payment;
  if (current.status === "pending" && expired) return settlePayment(deps, payment.id, "failed") ?? current;
  return current;
}

/** The member's payment as a poll reads it, asked about first when it is still open. */
export async function pollPayment(deps: Deps, userId: number, id: string): Promise<PaymentRow | null> {
  const payment = findPayment(deps, id);
  if (!payment || payment.userId !== userId) return null;
  return refreshPayment(deps, payment);
}

/**
 * Payments whose validity has ended while nobody polled (the member left, the callback was lost):
 * each is asked about once more, then expired. A few at a time, oldest first.
 */
export async function reconcileExpired(deps: Deps, limit = 20): Promise<number> {
  const now = deps.clock.now();
  const stale = deps.db
    .select()
    .from(payments)
    .where(
      and(eq(payments.status, "pending"), lte(payments.expiresAt, now), ne(payments.provider, "sandbox")),
    )
    .orderBy(payments.expiresAt)
    .limit(limit)
    .all();
  for (const payment of stale) await refreshPayment(deps, payment);
  return stale.length;
}
