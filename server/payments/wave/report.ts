import type { ProviderReport } from "../provider";
import type { CheckoutSession } from "./api";

const dateOf = (raw: string | null | undefined) => {
  const date = raw ? new Date(raw) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** Whole XOF, or -1 for anything else (another currency, a fraction): never applied then. */
const xof = (s: CheckoutSession) => (s.currency === "XOF" && /^\d+$/.test(s.amount) ? Number(s.amount) : -1);

/** What a checkout session says: paid, over unpaid (expired, cancelled by the payer), or still open. */
export function sessionReport(s: CheckoutSession): ProviderReport {
  if (s.payment_status === "succeeded")
    return {
      state: "success",
      // The session, not its transaction_id: a webhook and a lookup may not both carry the latter,
      // and a session is paid once, so its id keys its one receipt.
      transactionId: s.id,
      amount: xof(s),
      paidAt: dateOf(s.when_completed),
    };
  if (s.checkout_status === "expired" || s.payment_status === "cancelled")
    return { state: "failed", transactionId: null };
  return { state: "pending" };
}
