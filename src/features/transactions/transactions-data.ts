import { fetchCreditRecords, fetchMobilePayments } from "../../api/payments";
import type { CreditRecord, MobilePayment } from "../../contract/payments";
import { type HistoryData, loadWithCopy } from "../../stores/member-history";

/** The credit records, and the Wave and Orange Money receipts (null when they could not be read). */
export type TransactionsData = HistoryData<CreditRecord> & { payments: HistoryData<MobilePayment> | null };

/**
 * The member's credit records, all at once (filtered on the phone), and their mobile-money
 * receipts; offline, the last copies kept. The receipts failing alone leave the credits shown.
 */
export async function loadTransactions(signal: AbortSignal): Promise<TransactionsData> {
  const [credits, payments] = await Promise.all([
    loadWithCopy(
      () => fetchCreditRecords(signal),
      (db) => ({ load: db.loadCreditHistory, save: db.saveCreditHistory }),
    ),
    loadWithCopy(
      () => fetchMobilePayments(signal),
      (db) => ({ load: db.loadPaymentHistory, save: db.savePaymentHistory }),
    ).catch((error: unknown) => {
      if (signal.aborted) throw error;
      console.warn("Paiements Wave et Orange Money indisponibles", error);
      return null;
    }),
  ]);
  return { ...credits, payments };
}
