import { fetchReport } from "../api/staff-reports";
import type { ReportName, ReportQuery, Reports } from "../contract/staff/reports";
import { DESK_STALE_MS } from "../lib/cache-times";
import type { Query } from "./cache";

/** One report of a period: `staff:reports:<report>:<from>:<to>:<by>`. */
export const staffReportQuery = <K extends ReportName>(
  name: K,
  query: Required<ReportQuery>,
): Query<Reports[K]> => ({
  key: `staff:reports:${name}:${query.from}:${query.to}:${query.by}`,
  load: () => fetchReport(name, query),
  staleMs: DESK_STALE_MS,
});
