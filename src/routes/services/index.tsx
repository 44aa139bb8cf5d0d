import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { ServiceListScreen } from "../../features/catalogue/service-list-screen";
import { searchValidator, servicesSearch } from "../../lib/search-params";

export const Route = createFileRoute("/services/")({
  validateSearch: searchValidator(servicesSearch),
  component: ServicesPage,
});

function ServicesPage() {
  const { page = 1, q = "" } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (next: { page?: number; q?: string }) =>
      navigate({
        search: { page: next.page && next.page > 1 ? next.page : undefined, q: next.q || undefined },
        replace: next.q !== undefined && next.page === 1,
      }),
    [navigate],
  );
  return <ServiceListScreen page={page} query={q} onChange={onChange} />;
}
