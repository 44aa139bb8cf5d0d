import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { loadRefunds } from "../../../features/staff/refunds/refunds-data";
import { RefundsScreen } from "../../../features/staff/refunds/refunds-screen";
import { searchValidator } from "../../../lib/search-params";
import { oneOf } from "../../../lib/staff-search";
import { refundsChanged } from "../../../queries/staff-changes";
import { useReload } from "../../reload";

/** What is still to give back, unless the address asks for the done ones or all. */
const refundsSearch = v.object({ state: oneOf(["todo", "done", "all"]) });

export const Route = createFileRoute("/admin/remboursements")({
  validateSearch: searchValidator(refundsSearch),
  loaderDeps: ({ search }: { search: v.InferOutput<typeof refundsSearch> }) => ({
    state: search.state ?? "todo",
  }),
  loader: ({ deps }) => loadRefunds(deps.state),
  component: RefundsPage,
});

function RefundsPage() {
  const { state = "todo" } = Route.useSearch();
  const navigate = Route.useNavigate();
  const reload = useReload(Route.id, refundsChanged);
  return (
    <RefundsScreen
      refunds={Route.useLoaderData()}
      state={state}
      onState={(next) => void navigate({ search: { state: next === "todo" ? undefined : next } })}
      onChanged={() => void reload()}
    />
  );
}
