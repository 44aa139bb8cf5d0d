import { useCallback } from "react";
import type { Paged } from "../../contract/common";
import type { Service } from "../../contract/services";
import { fr } from "../../i18n/fr";
import { pageCount } from "../../lib/pagination";
import { Pagination } from "../../ui/pagination";
import { EmptyPanel, ErrorPanel } from "../../ui/panels";
import { SearchBox } from "../../ui/search-box";
import { ServiceCard } from "../../ui/service-card";
import { SERVICES_PAGE_SIZE } from "./catalogue-data";

type Props = {
  page: number;
  query: string;
  onChange: (next: { page?: number; q?: string }) => void;
  /** The page of services, or the load's failure with a way to retry. */
  result: { data: Paged<Service> } | { onRetry: () => void };
  /** A new page or search is on its way: the current one stays, dimmed. */
  loading?: boolean;
};

/** 'Nos services': search, grid and numbered pagination; the URL holds the page and the query. */
export function ServiceListScreen({ page, query, onChange, result, loading = false }: Props) {
  const onSearch = useCallback((q: string) => onChange({ q, page: 1 }), [onChange]);

  const data = "data" in result ? result.data : null;
  return (
    <section className="container-page py-10">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold text-brand-dark sm:text-4xl">{fr.catalogue.title}</h1>
        <p className="mt-2 text-ink/70">{fr.catalogue.intro}</p>
      </header>
      <div className="mt-6 max-w-xl">
        <SearchBox
          id="service-search"
          label={fr.catalogue.searchLabel}
          placeholder={fr.catalogue.searchPlaceholder}
          value={query}
          onSearch={onSearch}
        />
      </div>
      <div className="mt-8" aria-live="polite" aria-busy={loading}>
        {"onRetry" in result ? (
          <ErrorPanel message={fr.catalogue.loadError} onRetry={result.onRetry} />
        ) : !data || data.results.length === 0 ? (
          <EmptyPanel message={fr.catalogue.empty}>
            {query ? (
              // Nothing matches the search: one tap back to the whole catalogue.
              <button type="button" className="btn-ghost mt-4" onClick={() => onChange({ page: 1, q: "" })}>
                {fr.catalogue.clearSearch}
              </button>
            ) : (
              page > 1 && (
                // An old or mistyped link to a page past the end: a way back to the list.
                <button
                  type="button"
                  className="btn-ghost mt-4"
                  onClick={() => onChange({ page: 1, q: query })}
                >
                  {fr.catalogue.firstPage}
                </button>
              )
            )}
          </EmptyPanel>
        ) : (
          <>
            {/* The list's heading: the cards' titles are h3, under the page's h1. */}
            <h2 className="mb-4 text-sm font-normal text-ink/70">{fr.catalogue.resultCount(data.count)}</h2>
            <ul className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${loading ? "opacity-60" : ""}`}>
              {data.results.map((service, i) => (
                <li key={service.id} className="flex">
                  <ServiceCard service={service} eager={i < 2} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pages={pageCount(data.count, SERVICES_PAGE_SIZE)}
              onPage={(p) => onChange({ page: p, q: query })}
              label={fr.catalogue.pagination}
            />
          </>
        )}
      </div>
    </section>
  );
}
