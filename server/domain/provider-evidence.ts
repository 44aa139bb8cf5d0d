import type { AppDeps } from "../deps";
import type { PaymentRow } from "./provider-payments";

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "log" | "mailer" | "config">;

/*
 * What a provider's answer carries about the money, and whether its transaction was seen before:
 * read by `settlePayment` before it applies anything.
 */

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
export function receivedXof(payment: PaymentRow, evidence: Evidence): number | null {
  const amount = evidence.amount ?? payment.amount;
  return Number.isInteger(amount) && amount >= 0 ? amount : null;
}

/**
 * Records the provider's transaction; false when it was already recorded (a replay). The unique
 * index on (provider, transaction) decides, whichever process saw it first: a row already there
 * inserts nothing (and, unlike a refused insert, leaves PostgreSQL's transaction usable).
 */
export async function firstSight(
  deps: Deps,
  payment: PaymentRow,
  outcome: "success" | "failed",
  evidence: Evidence,
  now: Date,
): Promise<boolean> {
  if (!evidence.transactionId) return true;
  const inserted = await deps.db
    .insertInto("providerReceipts")
    .values({
      provider: payment.provider,
      transactionId: evidence.transactionId,
      paymentId: payment.id,
      outcome,
      amount: evidence.amount ?? null,
      receivedAt: now,
    })
    .onConflict((oc) => oc.columns(["provider", "transactionId"]).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}
