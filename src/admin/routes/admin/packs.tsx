import { createFileRoute } from "@tanstack/react-router";
import { loadPacks } from "../../../features/staff/catalogue/catalogue-data";
import { PacksScreen } from "../../../features/staff/catalogue/packs-screen";
import { catalogueChanged } from "../../../queries/staff-changes";
import { useReload } from "../../reload";

/** The packs of credits, on sale or not. */
export const Route = createFileRoute("/admin/packs")({
  loader: () => loadPacks(),
  component: PacksPage,
});

function PacksPage() {
  return <PacksScreen packs={Route.useLoaderData()} onChanged={useReload(Route.id, catalogueChanged)} />;
}
