import { createFileRoute } from "@tanstack/react-router";
import { ServiceFormScreen } from "../../../../features/staff/catalogue/service-form";

/** A new service's form; once created, the address becomes the service's own. */
export const Route = createFileRoute("/admin/services/nouveau")({
  component: NewServicePage,
});

function NewServicePage() {
  const navigate = Route.useNavigate();
  return (
    <ServiceFormScreen
      service={null}
      onSaved={(saved) =>
        void navigate({ to: "/admin/services/$id", params: { id: String(saved.id) }, replace: true })
      }
    />
  );
}
