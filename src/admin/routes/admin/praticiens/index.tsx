import { createFileRoute } from "@tanstack/react-router";
import { loadPractitionersPage } from "../../../../features/staff/people/people-data";
import { PractitionersScreen } from "../../../../features/staff/people/practitioners-screen";

/** The centre's practitioners, each on a card. */
export const Route = createFileRoute("/admin/praticiens/")({
  loader: () => loadPractitionersPage(),
  component: PractitionersPage,
});

function PractitionersPage() {
  const { practitioners, services } = Route.useLoaderData();
  return <PractitionersScreen practitioners={practitioners} services={services} />;
}
