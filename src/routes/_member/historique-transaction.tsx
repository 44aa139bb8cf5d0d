import { createFileRoute, useRouter } from "@tanstack/react-router";
import { useCallback, useMemo } from "react";
import { withChunkRecovery } from "../../features/layout/route-error";
import { loadTransactions } from "../../features/transactions/transactions-data";
import { TransactionsScreen } from "../../features/transactions/transactions-screen";
import { fr } from "../../i18n/fr";
import { frTransactions } from "../../i18n/fr-transactions";
import { searchValidator, transactionsSearch } from "../../lib/search-params";
import type { TransactionFilters } from "../../lib/transaction-filters";
import { ErrorPanel } from "../../ui/panels";
import { usePageTitle } from "../../ui/use-page-title";

export const Route = createFileRoute("/_member/historique-transaction")({
  validateSearch: searchValidator(transactionsSearch),
  // Filtered and paged on the phone: the filters do not load the list again.
  // Through the cache, which says how long the lists serve and keys them by member: another account
  // never gets this one's.
  loader: () => loadTransactions(),
  component: TransactionsPage,
  errorComponent: withChunkRecovery(TransactionsError),
});

function TransactionsPage() {
  usePageTitle(fr.pages.transactions);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (f: TransactionFilters, page: number) =>
      navigate({
        search: {
          q: f.q || undefined,
          origin: f.origin,
          status: f.status,
          from: f.from,
          to: f.to,
          page: page > 1 ? page : undefined,
        },
        replace: f.q !== (search.q ?? ""),
      }),
    [navigate, search.q],
  );
  const filters: TransactionFilters = useMemo(
    () => ({
      q: search.q ?? "",
      origin: search.origin,
      status: search.status,
      from: search.from,
      to: search.to,
    }),
    [search.q, search.origin, search.status, search.from, search.to],
  );
  return (
    <TransactionsScreen
      data={Route.useLoaderData()}
      filters={filters}
      page={search.page ?? 1}
      onChange={onChange}
    />
  );
}

/** 'Impossible de charger les transactions' with 'Réessayer'. */
function TransactionsError() {
  usePageTitle(fr.pages.transactions);
  const router = useRouter();
  return (
    <section className="container-page py-10">
      <h1 className="text-3xl font-bold text-brand-dark sm:text-4xl">{fr.pages.transactions}</h1>
      <div className="mt-6">
        <ErrorPanel message={frTransactions.loadFailed} onRetry={() => void router.invalidate()} />
      </div>
    </section>
  );
}
