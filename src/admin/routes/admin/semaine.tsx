import { createFileRoute, type ErrorComponentProps } from "@tanstack/react-router";
import * as v from "valibot";
import { isApiError } from "../../../api/errors";
import { userMessage } from "../../../api/refusal";
import { StaffPageError } from "../../../features/staff/layout/page-states";
import { loadWeek, type WeekAsk } from "../../../features/staff/week/week-data";
import { WeekScreen } from "../../../features/staff/week/week-screen";
import { searchValidator } from "../../../lib/search-params";
import { day, oneOf, recordId } from "../../../lib/staff-search";
import { bookingsChanged } from "../../../queries/staff-changes";
import { EmptyPanel } from "../../../ui/panels";
import { useReload } from "../../reload";

/**
 * The week to plan: the week holding `?date=` (this week without one), by practitioner or
 * `?par=salle`, filtered by `?praticien=`, `?salle=`, `?service=`. A value that fits nothing is left out.
 */
const weekSearch = v.object({
  date: day,
  par: oneOf(["salle"] as const),
  praticien: recordId,
  salle: recordId,
  service: recordId,
});
export type WeekSearch = v.InferOutput<typeof weekSearch>;

const ask = (s: WeekSearch): WeekAsk => ({
  day: s.date,
  by: s.par === "salle" ? "room" : "practitioner",
  practitioner: s.praticien,
  room: s.salle,
  service: s.service,
});

export const Route = createFileRoute("/admin/semaine")({
  validateSearch: searchValidator(weekSearch),
  loaderDeps: ({ search }: { search: WeekSearch }) => ask(search),
  loader: ({ deps }) => loadWeek(deps),
  component: WeekPage,
  errorComponent: WeekError,
});

/** A practitioner's account not linked to their practitioner row: what to do, not a failure to retry. */
function WeekError(props: ErrorComponentProps) {
  if (isApiError(props.error) && props.error.status === 403)
    return <EmptyPanel message={userMessage(props.error)} />;
  return <StaffPageError {...props} />;
}

function WeekPage() {
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  return (
    <WeekScreen
      data={Route.useLoaderData()}
      filters={{ practitioner: search.praticien, room: search.salle, service: search.service }}
      onSearch={(change) => void navigate({ search: (s) => ({ ...s, ...change }) })}
      onReload={useReload(Route.id, bookingsChanged)}
    />
  );
}
