import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { TakingsScreen } from "../../../features/staff/takings/takings-screen";
import { searchValidator } from "../../../lib/search-params";
import { day, oneOf } from "../../../lib/staff-search";
import { read } from "../../../queries/cache";
import { staffTakingsQuery } from "../../../queries/staff-takings";

/** The takings of a day (today by default), a week or a month. */
const takingsSearch = v.object({ period: oneOf(["day", "week", "month"]), date: day });

export const Route = createFileRoute("/admin/recettes")({
  validateSearch: searchValidator(takingsSearch),
  loaderDeps: ({ search }: { search: v.InferOutput<typeof takingsSearch> }) => ({
    period: search.period ?? "day",
    date: search.date,
  }),
  loader: ({ deps }) => read(staffTakingsQuery(deps.period, deps.date)),
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
