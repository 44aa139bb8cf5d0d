import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { loadClients } from "../../../../features/staff/clients/clients-data";
import { ClientsScreen } from "../../../../features/staff/clients/clients-screen";
import { searchValidator } from "../../../../lib/search-params";
import { page, searchText } from "../../../../lib/staff-search";

/** The clients found by name, phone or e-mail, a page of them. */
const clientsSearch = v.object({ search: searchText, page });

export const Route = createFileRoute("/admin/clients/")({
  validateSearch: searchValidator(clientsSearch),
  loaderDeps: ({ search }: { search: v.InferOutput<typeof clientsSearch> }) => ({
    search: search.search,
    page: search.page ?? 1,
  }),
  loader: ({ deps }) => loadClients(deps),
  component: ClientsPage,
});

function ClientsPage() {
  const { search, page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ClientsScreen
      page={Route.useLoaderData()}
      query={{ search, page }}
      onQuery={(next) =>
        void navigate({
          search: { search: next.search || undefined, page: next.page > 1 ? next.page : undefined },
          // Typing a search does not fill the back button's history.
          replace: next.search !== search,
        })
      }
    />
  );
}
