import { fetchCreditRecords } from "../../api/payments";
import type { CreditRecord } from "../../contract/payments";
import { type HistoryData, loadWithCopy } from "../../stores/member-history";

export type TransactionsData = HistoryData<CreditRecord>;

/** The member's credit records, all at once (filtered on the phone); offline, the last copy kept. */
export const loadTransactions = (signal: AbortSignal): Promise<TransactionsData> =>
  loadWithCopy(
    () => fetchCreditRecords(signal),
    (db) => ({ load: db.loadCreditHistory, save: db.saveCreditHistory }),
  );
