import { createFileRoute } from "@tanstack/react-router";
import { loadServices } from "../../../../features/staff/catalogue/catalogue-data";
import { ServicesScreen } from "../../../../features/staff/catalogue/services-screen";
import { useReload } from "../../../reload";

/** The services, on sale or not. */
export const Route = createFileRoute("/admin/services/")({
  loader: ({ abortController }) => loadServices(abortController.signal),
  component: ServicesPage,
});

function ServicesPage() {
  return <ServicesScreen services={Route.useLoaderData()} onChanged={useReload(Route.id)} />;
}
