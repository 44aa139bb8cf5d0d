import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { loadAgenda } from "../../../features/staff/agenda/agenda-data";
import { AgendaScreen } from "../../../features/staff/agenda/agenda-screen";
import { searchValidator } from "../../../lib/search-params";
import { day } from "../../../lib/staff-search";
import { bookingsChanged } from "../../../queries/staff-changes";
import { useReload } from "../../reload";

/** The day's agenda: today, or `?date=`; by the hour, or `?vue=service`. */
const agendaSearch = v.object({ date: day, vue: v.fallback(v.optional(v.picklist(["service"])), undefined) });

export const Route = createFileRoute("/admin/dashboard")({
  validateSearch: searchValidator(agendaSearch),
  loaderDeps: ({ search }: { search: v.InferOutput<typeof agendaSearch> }) => ({ date: search.date }),
  loader: ({ deps }) => loadAgenda(deps.date),
  component: AgendaPage,
});

function AgendaPage() {
  const navigate = Route.useNavigate();
  const { vue } = Route.useSearch();
  return (
    <AgendaScreen
      data={Route.useLoaderData()}
      view={vue === "service" ? "service" : "time"}
      onDate={(date) => void navigate({ search: { date, vue } })}
      onView={(view) =>
        void navigate({ search: (s) => ({ ...s, vue: view === "service" ? "service" : undefined }) })
      }
      onReload={useReload(Route.id, bookingsChanged)}
    />
  );
}
