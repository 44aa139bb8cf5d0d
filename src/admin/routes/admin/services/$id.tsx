import { createFileRoute, notFound } from "@tanstack/react-router";
import { loadService } from "../../../../features/staff/catalogue/catalogue-data";
import { ServiceFormScreen } from "../../../../features/staff/catalogue/service-form";
import { parseRecordId } from "../../../../lib/staff-search";
import { catalogueChanged } from "../../../../queries/staff-changes";
import { useReload } from "../../../reload";

/** A service's form; one that does not exist is no page. */
export const Route = createFileRoute("/admin/services/$id")({
  loader: async ({ params }) => {
    const id = parseRecordId(params.id);
    const service = id === null ? null : await loadService(id);
    if (!service) throw notFound();
    return service;
  },
  component: ServicePage,
});

function ServicePage() {
  const service = Route.useLoaderData();
  const reload = useReload(Route.id, catalogueChanged);
  // A new form for each service: nothing typed for one shows on another.
  return <ServiceFormScreen key={service.id} service={service} onSaved={() => void reload()} />;
}
