import type { ProviderReport } from "../provider";
import type { Transaction } from "./api";

/** Statuses after which a transaction will never be paid. */
const ENDED_UNPAID = new Set(["FAILED", "CANCELLED", "REJECTED"]);

const dateOf = (raw: string | null | undefined) => {
  const date = raw ? new Date(raw) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** A transaction's amount in whole XOF; anything else (another currency, a fraction) reads as -1. */
const xof = (t: Transaction) =>
  t.amount.unit === "XOF" && Number.isInteger(t.amount.value) ? t.amount.value : -1;

export function transactionReport(t: Transaction): ProviderReport {
  if (t.status === "SUCCESS")
    return {
      state: "success",
      transactionId: t.transactionId,
      amount: xof(t),
      paidAt: dateOf(t.updatedAt ?? t.createdAt),
    };
  if (ENDED_UNPAID.has(t.status)) return { state: "failed", transactionId: t.transactionId };
  return { state: "pending" };
}

/**
 * What the transactions found for one payment say: paid if one of them succeeded, failed when all
 * of them ended unpaid, else still open (no transaction yet: the QR code has not been paid). Only
 * those that name this payment count, whatever else the search returned.
 */
export function transactionsReport(paymentId: string, returned: readonly Transaction[]): ProviderReport {
  const found = returned.filter((t) => paymentIdOf(t) === paymentId);
  const paid = found.find((t) => t.status === "SUCCESS");
  if (paid) return transactionReport(paid);
  const last = found.at(-1);
  if (last && found.every((t) => ENDED_UNPAID.has(t.status)))
    return { state: "failed", transactionId: last.transactionId };
  return { state: "pending" };
}

/** Our payment's id, as the QR code carried it (its reference, else its metadata). */
export function paymentIdOf(t: Transaction): string | null {
  if (t.reference) return t.reference;
  const fromMetadata = t.metadata?.paymentId;
  return typeof fromMetadata === "string" ? fromMetadata : null;
}
