import { createFileRoute } from "@tanstack/react-router";
import { loadServiceDetail } from "../../features/catalogue/catalogue-data";
import { ServiceDetailError, ServiceDetailScreen } from "../../features/catalogue/service-detail-screen";
import { withChunkRecovery } from "../../features/layout/route-error";
import { parseServiceId } from "../../lib/search-params";
import { readCancelCutoff } from "../../queries/cancel-cutoff";
import { usePageTitle } from "../../ui/use-page-title";

export const Route = createFileRoute("/services/$id")({
  params: {
    parse: ({ id }) => ({ id: parseServiceId(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  // The description's sanitiser, asked for with the page's own files rather than once they have run.
  beforeLoad: () => {
    void import("dompurify").catch(() => undefined);
  },
  // Through the cache, which says how long the service serves.
  loader: ({ params }) => loadServiceDetail(params.id, readCancelCutoff()),
  component: ServiceDetailPage,
  errorComponent: withChunkRecovery(ServiceDetailError),
});

function ServiceDetailPage() {
  const data = Route.useLoaderData();
  usePageTitle(data.service.name);
  return <ServiceDetailScreen data={data} />;
}
