import { createFileRoute } from "@tanstack/react-router";
import { ServiceDetailScreen } from "../../features/catalogue/service-detail-screen";

export const Route = createFileRoute("/services/$id")({ component: ServiceDetailPage });

function ServiceDetailPage() {
  const { id } = Route.useParams();
  const parsed = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  return <ServiceDetailScreen key={id} id={parsed > 0 ? parsed : null} />;
}
