import { createFileRoute, notFound } from "@tanstack/react-router";
import { ClientScreen } from "../../../../features/staff/clients/client-screen";
import { loadClient } from "../../../../features/staff/clients/clients-data";
import { parseRecordId } from "../../../../lib/staff-search";
import { clientChanged } from "../../../../queries/staff-changes";
import { useReload } from "../../../reload";

/** A client at the desk; an id the server does not know is said by the screen itself. */
export const Route = createFileRoute("/admin/clients/$id")({
  loader: ({ params }) => {
    const id = parseRecordId(params.id);
    if (id === null) throw notFound();
    return loadClient(id);
  },
  component: ClientPage,
});

function ClientPage() {
  const reload = useReload(Route.id, clientChanged);
  return <ClientScreen detail={Route.useLoaderData()} onChanged={() => void reload()} />;
}
