import { createFileRoute, useRouter, useRouterState } from "@tanstack/react-router";
import { useCallback } from "react";
import type * as v from "valibot";
import { loadServicePage } from "../../features/catalogue/catalogue-data";
import { ServiceListScreen } from "../../features/catalogue/service-list-screen";
import { withChunkRecovery } from "../../features/layout/route-error";
import { fr } from "../../i18n/fr";
import { searchValidator, servicesSearch } from "../../lib/search-params";
import { usePageTitle } from "../../ui/use-page-title";

export const Route = createFileRoute("/services/")({
  validateSearch: searchValidator(servicesSearch),
  // Typed from the schema: inferring it here would make the route's type refer to itself.
  loaderDeps: ({ search }: { search: v.InferOutput<typeof servicesSearch> }) => ({
    page: search.page ?? 1,
    q: search.q ?? "",
  }),
  // Through the cache, which says how long a page serves.
  loader: ({ deps }) => loadServicePage(deps.page, deps.q),
  component: ServicesPage,
  errorComponent: withChunkRecovery(ServicesError),
});

function useChangeSearch() {
  const navigate = Route.useNavigate();
  return useCallback(
    (next: { page?: number; q?: string }) =>
      navigate({
        search: { page: next.page && next.page > 1 ? next.page : undefined, q: next.q || undefined },
        replace: next.q !== undefined && next.page === 1,
      }),
    [navigate],
  );
}

function ServicesPage() {
  usePageTitle(fr.titles.services);
  const { page = 1, q = "" } = Route.useSearch();
  const loading = useRouterState({ select: (s) => s.status === "pending" });
  return (
    <ServiceListScreen
      page={page}
      query={q}
      onChange={useChangeSearch()}
      result={{ data: Route.useLoaderData() }}
      loading={loading}
    />
  );
}

function ServicesError() {
  usePageTitle(fr.titles.services);
  const { page = 1, q = "" } = Route.useSearch();
  const router = useRouter();
  return (
    <ServiceListScreen
      page={page}
      query={q}
      onChange={useChangeSearch()}
      result={{ onRetry: () => void router.invalidate() }}
    />
  );
}
