import { createFileRoute } from "@tanstack/react-router";
import { loadPractitionerForm } from "../../../../features/staff/people/people-data";
import { PractitionerFormScreen } from "../../../../features/staff/people/practitioner-form";
import { peopleChanged } from "../../../../queries/staff-changes";

/** A new practitioner's form; once created, the address becomes theirs (photo and absences then). */
export const Route = createFileRoute("/admin/praticiens/nouveau")({
  loader: () => loadPractitionerForm(null),
  component: NewPractitionerPage,
});

function NewPractitionerPage() {
  const navigate = Route.useNavigate();
  return (
    <PractitionerFormScreen
      data={Route.useLoaderData()}
      onSaved={(saved) => {
        peopleChanged();
        void navigate({ to: "/admin/praticiens/$id", params: { id: String(saved.id) }, replace: true });
      }}
    />
  );
}
