import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { type ReportName, type Reports, reportNames, reportSteps } from "../../../contract/staff/reports";
import { ReportsScreen } from "../../../features/staff/reports/reports-screen";
import { searchValidator } from "../../../lib/search-params";
import { day, oneOf } from "../../../lib/staff-search";
import { periodRange } from "../../../lib/takings-period";
import { read } from "../../../queries/cache";
import { staffReportQuery } from "../../../queries/staff-reports";

/** The period of the reports (the current month by default) and how their charts are cut. */
const reportsSearch = v.object({ from: day, to: day, by: oneOf(reportSteps) });

export const Route = createFileRoute("/admin/rapports")({
  validateSearch: searchValidator(reportsSearch),
  loaderDeps: ({ search }: { search: v.InferOutput<typeof reportsSearch> }) => {
    const month = periodRange("month", new Date().toISOString().slice(0, 10));
    return { from: search.from ?? month.from, to: search.to ?? month.to, by: search.by ?? "day" };
  },
  loader: async ({ deps }) => {
    const read1 = <K extends ReportName>(name: K) => read(staffReportQuery(name, deps));
    const answers = await Promise.all(reportNames.map((name) => read1(name)));
    return Object.fromEntries(reportNames.map((name, i) => [name, answers[i]])) as Reports;
  },
  component: ReportsPage,
});

function ReportsPage() {
  const params = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  return (
    <ReportsScreen
      reports={Route.useLoaderData()}
      params={params}
      onParams={(next) => void navigate({ search: { ...next, by: next.by === "day" ? undefined : next.by } })}
    />
  );
}
