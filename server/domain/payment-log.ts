import type { Row } from "../db/tables";
import { type AppDeps, afterCommit } from "../deps";
import type { LogLevel } from "../lib/log";

type PaymentState = Row<"payments">["status"];
type Payment = Pick<Row<"payments">, "id" | "method" | "provider" | "purpose" | "amount">;

const stateNames: Record<PaymentState, string> = {
  pending: "en attente",
  success: "payé",
  failed: "échoué",
  voided: "annulé",
  refunded: "remboursé",
};

/** A failure or a refund is worth a look; the rest is the usual course of a payment. */
const levels: Partial<Record<PaymentState, LogLevel>> = { failed: "warn", refunded: "warn" };

/**
 * Writes one line for a mobile-money payment's change of state (`from` null: just opened), once the
 * transaction under way commits: a change rolled back is never told. No member's data, only the
 * payment's id, method, provider, purpose and amount, and why when there is a reason.
 */
export function logPaymentChange(
  deps: Pick<AppDeps, "db" | "log">,
  payment: Payment,
  from: PaymentState | null,
  to: PaymentState,
  reason?: string,
): void {
  const change = from === null ? `ouvert (${stateNames[to]})` : `${stateNames[from]} → ${stateNames[to]}`;
  const message = `Paiement ${payment.id} ${payment.method} : ${change}${reason ? ` (${reason})` : ""}.`;
  afterCommit(deps, () =>
    deps.log(message, {
      level: levels[to] ?? "info",
      event: "payment",
      paymentId: payment.id,
      method: payment.method,
      provider: payment.provider,
      purpose: payment.purpose,
      amount: payment.amount,
      from,
      to,
      ...(reason ? { reason } : {}),
    }),
  );
}
