import type { CreditRecord } from "../contract/payments";
import { isDay } from "./calendar-day";
import { foldText } from "./day-range";

export type CreditOrigin = CreditRecord["origin"];
export type CreditStatus = "active" | "expired";

export type TransactionFilters = {
  q: string;
  origin: CreditOrigin | undefined;
  status: CreditStatus | undefined;
  /** Each end is optional (YYYY-MM-DD). */
  from: string | undefined;
  to: string | undefined;
};

export const noTransactionFilters: TransactionFilters = {
  q: "",
  origin: undefined,
  status: undefined,
  from: undefined,
  to: undefined,
};

/** 6 per page on desktops, all of them on phones. */
export const TRANSACTIONS_PAGE_SIZE = 6;

/** A record with no service is a pack bought (spec: 'Pack' when empty). */
export const recordTitle = (record: CreditRecord, packLabel: string) =>
  record.service_name.trim() || packLabel;

/**
 * The start of a day and the end of a day in Dakar, in epoch ms. Dakar keeps UTC all year (no
 * summer time), so a day there is a UTC day.
 */
const startOfDay = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
const endOfDay = (day: string) => Date.parse(`${day}T23:59:59.999Z`);

/** Filtered on the phone: the end date counts until the end of that day. */
export function filterRecords(
  records: readonly CreditRecord[],
  filters: TransactionFilters,
  packLabel: string,
): CreditRecord[] {
  const words = foldText(filters.q).split(/\s+/).filter(Boolean);
  const from = isDay(filters.from) ? startOfDay(filters.from) : null;
  const to = isDay(filters.to) ? endOfDay(filters.to) : null;
  return records.filter((record) => {
    if (filters.origin && record.origin !== filters.origin) return false;
    if (filters.status && record.is_expired !== (filters.status === "expired")) return false;
    if (from !== null || to !== null) {
      const added = Date.parse(record.date_add);
      // A record without a readable date cannot be said to fall in the range.
      if (Number.isNaN(added)) return false;
      if (from !== null && added < from) return false;
      if (to !== null && added > to) return false;
    }
    const haystack = foldText(recordTitle(record, packLabel));
    return words.every((word) => haystack.includes(word));
  });
}

export const activeTransactionFilterCount = (f: TransactionFilters) =>
  [f.origin, f.status, f.from, f.to].filter((value) => value !== undefined).length;
