import { Link } from "@tanstack/react-router";
import { useCallback, useMemo } from "react";
import { bookingMessages } from "../../contract/booking";
import { fr } from "../../i18n/fr";
import { frTransactions } from "../../i18n/fr-transactions";
import { dakarDateTime } from "../../lib/history-dates";
import { pageCount } from "../../lib/pagination";
import {
  activeTransactionFilterCount,
  filterRecords,
  noTransactionFilters,
  TRANSACTIONS_PAGE_SIZE,
  type TransactionFilters,
} from "../../lib/transaction-filters";
import { FilterPanel } from "../../ui/filter-panel";
import { ListToolbar, ResultCount } from "../../ui/list-toolbar";
import { Pagination } from "../../ui/pagination";
import { EmptyPanel } from "../../ui/panels";
import { SavedCopyNote } from "../../ui/saved-copy-note";
import { SearchBox } from "../../ui/search-box";
import { MOBILE_QUERY, useMediaQuery } from "../../ui/use-media-query";
import { PaymentReceipts } from "./payment-receipts";
import { TransactionCard } from "./transaction-card";
import { TransactionFilterFields } from "./transaction-filter-fields";
import type { TransactionsData } from "./transactions-data";

const t = frTransactions;

/** Both ends are optional; when both are given, the start comes first. */
const rangeProblem = (f: TransactionFilters) =>
  f.from && f.to && f.from > f.to ? bookingMessages.dateRange : null;

type Props = {
  data: TransactionsData;
  filters: TransactionFilters;
  page: number;
  onChange: (filters: TransactionFilters, page: number) => void;
};

/** The credit history: 6 per page on desktops, all of them on phones. */
export function TransactionsScreen({ data, filters, page, onChange }: Props) {
  const phone = useMediaQuery(MOBILE_QUERY);
  const matching = useMemo(() => filterRecords(data.items, filters, t.pack), [data.items, filters]);
  const pages = phone ? 1 : pageCount(matching.length, TRANSACTIONS_PAGE_SIZE);
  const current = Math.min(page, pages);
  const shown = phone
    ? matching
    : matching.slice((current - 1) * TRANSACTIONS_PAGE_SIZE, current * TRANSACTIONS_PAGE_SIZE);
  const onSearch = useCallback((q: string) => onChange({ ...filters, q }, 1), [filters, onChange]);
  const filterPanel = (
    <FilterPanel
      filters={filters}
      onApply={(f) => onChange(f, 1)}
      phone={phone}
      reset={{ ...noTransactionFilters, q: filters.q }}
      validate={rangeProblem}
      activeCount={activeTransactionFilterCount(filters)}
      labels={t}
      idPrefix="transactions"
      fields={(props) => <TransactionFilterFields {...props} />}
    />
  );
  return (
    <section className="container-page py-10">
      <header className="max-w-2xl">
        <Link to="/profil" className="text-sm font-medium text-brand hover:underline">
          ‹ {t.backToProfile}
        </Link>
        <h1 className="mt-2 text-3xl font-bold text-brand-dark sm:text-4xl">{fr.pages.transactions}</h1>
        <p className="mt-2 text-ink/70">{t.intro}</p>
        <SavedCopyNote
          fromCopy={data.fromCopy}
          copyText={t.savedCopy}
          updated={t.lastUpdate(dakarDateTime(new Date(data.savedAt)) ?? t.noDate)}
        />
      </header>
      <ListToolbar
        phone={phone}
        filters={filterPanel}
        search={
          <SearchBox
            id="transaction-search"
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            value={filters.q}
            onSearch={onSearch}
          />
        }
      />
      <div className="mt-6">
        <ResultCount text={t.resultCount(matching.length)} />
        {shown.length === 0 ? (
          <EmptyPanel message={t.empty} />
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((record) => (
              <li key={record.id} className="flex">
                <TransactionCard record={record} />
              </li>
            ))}
          </ul>
        )}
        {!phone && (
          <Pagination
            page={current}
            pages={pages}
            onPage={(p) => onChange(filters, p)}
            label={t.pagination}
          />
        )}
      </div>
      <PaymentReceipts payments={data.payments?.items ?? null} />
    </section>
  );
}
