import { createFileRoute, notFound } from "@tanstack/react-router";
import { loadPractitionerForm } from "../../../../features/staff/people/people-data";
import { PractitionerFormScreen } from "../../../../features/staff/people/practitioner-form";
import { parseRecordId } from "../../../../lib/staff-search";
import { peopleChanged } from "../../../../queries/staff-changes";
import { useReload } from "../../../reload";

/** A practitioner's page; one that does not exist is no page. */
export const Route = createFileRoute("/admin/praticiens/$id")({
  loader: async ({ params }) => {
    const id = parseRecordId(params.id);
    const data = id === null ? null : await loadPractitionerForm(id);
    if (!data?.practitioner) throw notFound();
    return data;
  },
  component: PractitionerPage,
});

function PractitionerPage() {
  const data = Route.useLoaderData();
  const reload = useReload(Route.id, peopleChanged);
  // A new form for each practitioner and each saved version: what the server kept is shown.
  return (
    <PractitionerFormScreen key={`${data.practitioner?.id}`} data={data} onSaved={() => void reload()} />
  );
}
