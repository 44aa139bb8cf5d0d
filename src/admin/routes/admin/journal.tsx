import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { cursorOf, loadAudit } from "../../../features/staff/audit/audit-data";
import { AuditScreen } from "../../../features/staff/audit/audit-screen";
import { searchValidator } from "../../../lib/search-params";
import { lineId } from "../../../lib/staff-search";

/** The newest lines of the log, or those older than a line, or newer than one. */
const auditSearch = v.object({ before: lineId, after: lineId });

export const Route = createFileRoute("/admin/journal")({
  validateSearch: searchValidator(auditSearch),
  loaderDeps: ({ search }: { search: v.InferOutput<typeof auditSearch> }) => cursorOf(search),
  loader: ({ deps }) => loadAudit(deps),
  component: AuditPage,
});

function AuditPage() {
  const { log, check } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  return <AuditScreen log={log} check={check} onCursor={(cursor) => void navigate({ search: cursor })} />;
}
