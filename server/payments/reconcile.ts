import type { ExpressionBuilder } from "kysely";
import type { Tables } from "../db/tables";
import type { AppDeps } from "../deps";
import { settlePayment } from "../domain/payment-settling";
import { findPayment, type PaymentRow } from "../domain/provider-payments";
import type { ProviderReport } from "./provider";
import { ProviderError } from "./provider-error";
import { providerOf } from "./registry";
import "./follow-ups";

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "log" | "mailer" | "config" | "providerTimeLimit">;

/** A pending payment is asked about at most this often (the app polls every 3 s). */
export const ASK_EVERY_MS = 10_000;

/**
 * Past its validity, a payment being asked about is left to whoever asks, this long: more than the
 * slowest ask (a token and a search, each sent again once, 10 s each). An older claim was given up
 * (the provider did not answer, or the process stopped), and the payment is asked about again.
 */
export const ASK_AGAIN_AFTER_MS = 60_000;

/**
 * How long after its validity a payment the provider does not tell about is still asked again; then
 * it is expired without its answer (a success that shows up later, paid in time, is still applied
 * if the places are free).
 */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

const msAgo = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * Whether an expired payment may be asked about now: never asked since its validity ended, or its
 * last claim is old enough to have been given up.
 */
const finalAskDue = (eb: ExpressionBuilder<Tables, "payments">, now: Date) =>
  eb.or([
    eb("checkedAt", "is", null),
    eb("checkedAt", "<", eb.ref("expiresAt")),
    eb("checkedAt", "<=", msAgo(now, ASK_AGAIN_AFTER_MS)),
  ]);

/**
 * Takes the right to ask the provider about a payment now, in the database, so that several
 * processes (and tabs) ask once: at most every ASK_EVERY_MS while it is open, and after its validity
 * has ended once more, or again when that ask got no answer.
 */
async function claim(deps: Deps, payment: PaymentRow, now: Date): Promise<boolean> {
  const result = await deps.db
    .updateTable("payments")
    .set({ checkedAt: now })
    .where((eb) =>
      eb.and([
        eb("id", "=", payment.id),
        eb("status", "=", "pending"),
        payment.expiresAt <= now
          ? finalAskDue(eb, now)
          : eb.or([eb("checkedAt", "is", null), eb("checkedAt", "<=", msAgo(now, ASK_EVERY_MS))]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Applies what the provider said (a poll, a reconciliation or a callback), once. */
export async function applyReport(deps: Deps, payment: Pick<PaymentRow, "id">, report: ProviderReport) {
  if (report.state === "success")
    await settlePayment(deps, payment.id, "success", {
      transactionId: report.transactionId,
      amount: report.amount,
      paidAt: report.paidAt,
    });
  else if (report.state === "failed")
    await settlePayment(deps, payment.id, "failed", { transactionId: report.transactionId });
}

const whyNot = (error: unknown) => (error instanceof ProviderError ? error.logLine : "erreur inconnue");

/**
 * A pending payment brought up to date with its provider (a poll, a lost callback). Past its
 * validity the provider is told to stop taking it (where it can be), asked once more, and the
 * payment expired only on its answer: a payment made in time is applied, a later one is refunded
 * when it shows up. Without an answer it stays pending and is asked again (ASK_AGAIN_AFTER_MS), up
 * to GIVE_UP_AFTER_MS. While another process is asking, its answer decides: nothing is expired here.
 */
export async function refreshPayment(deps: Deps, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.status !== "pending") return payment;
  const now = deps.clock.now();
  const expired = payment.expiresAt <= now;
  const provider = payment.provider === "sandbox" ? null : providerOf(deps, payment.provider);
  // The sandbox settles on its own pages, and a provider no longer configured cannot be asked:
  // their payments only wait for their validity to end.
  if (!provider) return expired ? ((await settlePayment(deps, payment.id, "failed")) ?? payment) : payment;
  if (!(await claim(deps, payment, now))) return (await findPayment(deps, payment.id)) ?? payment;
  if (expired && provider.close)
    try {
      await provider.close(payment);
    } catch (error) {
      // Best effort: the answer below still says whether it was paid.
      deps.log(`Paiement ${payment.id} : clôture chez le prestataire non faite (${whyNot(error)}).`);
    }
  let report: ProviderReport | null = null;
  try {
    report = await provider.report(payment);
  } catch (error) {
    deps.log(`Paiement ${payment.id} : état non obtenu du prestataire (${whyNot(error)}).`);
  }
  if (report) await applyReport(deps, payment, report);
  const current = (await findPayment(deps, payment.id)) ?? payment;
  if (current.status !== "pending" || !expired) return current;
  if (report) return (await settlePayment(deps, payment.id, "failed")) ?? current;
  if (now.getTime() - payment.expiresAt.getTime() < GIVE_UP_AFTER_MS) return current;
  deps.log(`Paiement ${payment.id} : expiré sans réponse du prestataire depuis son échéance.`);
  return (await settlePayment(deps, payment.id, "failed")) ?? current;
}

/** The member's payment as a poll reads it, asked about first when it is still open. */
export async function pollPayment(deps: Deps, userId: number, id: string): Promise<PaymentRow | null> {
  const payment = await findPayment(deps, id);
  if (!payment || payment.userId !== userId) return null;
  return refreshPayment(deps, payment);
}

/**
 * Payments whose validity has ended while nobody polled (the member left, the callback was lost):
 * each is asked about once more, then expired. A few at a time, those asked longest ago first, so
 * that a provider down for hours does not hold back another's.
 */
export async function reconcileExpired(deps: Deps, limit = 20): Promise<number> {
  const now = deps.clock.now();
  const stale = await deps.db
    .selectFrom("payments")
    .selectAll()
    .where((eb) =>
      eb.and([
        eb("status", "=", "pending"),
        eb("expiresAt", "<=", now),
        eb("provider", "!=", "sandbox"),
        finalAskDue(eb, now),
      ]),
    )
    .orderBy((eb) => eb("checkedAt", "is not", null))
    .orderBy("checkedAt")
    .orderBy("expiresAt")
    .limit(limit)
    .execute();
  for (const payment of stale) await refreshPayment(deps, payment);
  return stale.length;
}
