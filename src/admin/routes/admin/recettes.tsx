import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { loadTakings } from "../../../features/staff/takings/takings-data";
import { TakingsScreen } from "../../../features/staff/takings/takings-screen";
import { searchValidator } from "../../../lib/search-params";
import { day, oneOf } from "../../../lib/staff-search";

/** The takings of a day (today by default), a week or a month. */
const takingsSearch = v.object({ period: oneOf(["day", "week", "month"]), date: day });

export const Route = createFileRoute("/admin/recettes")({
  validateSearch: searchValidator(takingsSearch),
  loaderDeps: ({ search }: { search: v.InferOutput<typeof takingsSearch> }) => ({
    period: search.period ?? "day",
    date: search.date,
  }),
  loader: ({ deps, abortController }) => loadTakings(deps, abortController.signal),
  component: TakingsPage,
});

function TakingsPage() {
  const { period = "day", date } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TakingsScreen
      takings={Route.useLoaderData()}
      params={{ period, date }}
      onParams={(next) =>
        void navigate({
          search: { period: next.period === "day" ? undefined : next.period, date: next.date },
        })
      }
    />
  );
}
