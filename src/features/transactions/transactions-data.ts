import { fetchCreditRecords, fetchMobilePayments } from "../../api/payments";
import type { CreditRecord, MobilePayment } from "../../contract/payments";
import { TRANSACTIONS_STALE_MS } from "../../lib/cache-times";
import { type Query, read } from "../../queries/cache";
import { type HistoryData, loadWithCopy } from "../../queries/copies";
import { memberKey } from "../../stores/member-key";

/** The credit records, and the Wave and Orange Money receipts (null when they could not be read). */
export type TransactionsData = HistoryData<CreditRecord> & { payments: HistoryData<MobilePayment> | null };

/**
 * The member's credit records, all at once (filtered on the phone), and their mobile-money
 * receipts; offline, the last copies kept. The receipts failing alone leave the credits shown.
 */
async function loadTransactionLists(): Promise<TransactionsData> {
  const [credits, payments] = await Promise.all([
    loadWithCopy(
      () => fetchCreditRecords(),
      (db) => ({ load: db.loadCreditHistory, save: db.saveCreditHistory }),
    ),
    loadWithCopy(
      () => fetchMobilePayments(),
      (db) => ({ load: db.loadPaymentHistory, save: db.savePaymentHistory }),
    ).catch((error: unknown) => {
      console.warn("Paiements Wave et Orange Money indisponibles", error);
      return null;
    }),
  ]);
  return { ...credits, payments };
}

/** Keyed by member: another account never gets this one's lists. */
const transactionsQuery = (): Query<TransactionsData> => ({
  key: `transactions:${memberKey()}`,
  load: loadTransactionLists,
  staleMs: TRANSACTIONS_STALE_MS,
});

export const loadTransactions = () => read(transactionsQuery());
