import { createFileRoute } from "@tanstack/react-router";
import { loadServices } from "../../../../features/staff/catalogue/catalogue-data";
import { ServicesScreen } from "../../../../features/staff/catalogue/services-screen";
import { catalogueChanged } from "../../../../queries/staff-changes";
import { useReload } from "../../../reload";

/** The services, on sale or not. */
export const Route = createFileRoute("/admin/services/")({
  loader: () => loadServices(),
  component: ServicesPage,
});

function ServicesPage() {
  return (
    <ServicesScreen services={Route.useLoaderData()} onChanged={useReload(Route.id, catalogueChanged)} />
  );
}
