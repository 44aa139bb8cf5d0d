import { createFileRoute } from "@tanstack/react-router";
import { PromosScreen } from "../../../features/staff/promos/promos-screen";
import { read } from "../../../queries/cache";
import { promosChanged } from "../../../queries/staff-changes";
import { staffPromosQuery } from "../../../queries/staff-promos";
import { useReload } from "../../reload";

/** « Codes promo »: admins only (the server refuses the others). */
export const Route = createFileRoute("/admin/codes-promo")({
  loader: () => read(staffPromosQuery),
  component: PromosPage,
});

function PromosPage() {
  return <PromosScreen promos={Route.useLoaderData()} onChanged={useReload(Route.id, promosChanged)} />;
}
