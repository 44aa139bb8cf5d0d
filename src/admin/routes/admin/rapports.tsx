import { createFileRoute, type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import * as v from "valibot";
import { isApiError } from "../../../api/errors";
import { userMessage } from "../../../api/refusal";
import { type ReportName, type Reports, reportNames, reportSteps } from "../../../contract/staff/reports";
import { type ReportParams, ReportsScreen } from "../../../features/staff/reports/reports-screen";
import { frStaff } from "../../../i18n/fr-staff";
import { periodRefusal } from "../../../lib/report-period";
import { searchValidator } from "../../../lib/search-params";
import { day, oneOf } from "../../../lib/staff-search";
import { periodRange } from "../../../lib/takings-period";
import { read } from "../../../queries/cache";
import { staffReportQuery } from "../../../queries/staff-reports";
import { ErrorPanel } from "../../../ui/panels";

/** The period of the reports (the current month by default) and how their charts are cut. */
const reportsSearch = v.object({ from: day, to: day, by: oneOf(reportSteps) });

export const Route = createFileRoute("/admin/rapports")({
  validateSearch: searchValidator(reportsSearch),
  loaderDeps: ({ search }: { search: v.InferOutput<typeof reportsSearch> }): ReportParams => {
    const month = periodRange("month", new Date().toISOString().slice(0, 10));
    return { from: search.from ?? month.from, to: search.to ?? month.to, by: search.by ?? "day" };
  },
  // A period the server would refuse (an address typed by hand) is not asked: the page says why.
  loader: async ({ deps }): Promise<{ reports: Reports } | { refusal: string }> => {
    const refused = periodRefusal(deps);
    if (refused) return { refusal: refused.message };
    const read1 = <K extends ReportName>(name: K) => read(staffReportQuery(name, deps));
    const answers = await Promise.all(reportNames.map((name) => read1(name)));
    return { reports: Object.fromEntries(reportNames.map((name, i) => [name, answers[i]])) as Reports };
  },
  component: ReportsPage,
  errorComponent: ReportsError,
});

function useParamsChange() {
  const navigate = Route.useNavigate();
  return (next: ReportParams) =>
    void navigate({ search: { ...next, by: next.by === "day" ? undefined : next.by } });
}

function ReportsPage() {
  const data = Route.useLoaderData();
  return (
    <ReportsScreen
      reports={"reports" in data ? data.reports : null}
      refusal={"refusal" in data ? data.refusal : undefined}
      params={Route.useLoaderDeps()}
      onParams={useParamsChange()}
    />
  );
}

/**
 * A read that failed keeps the picker: a period the server refused is mended there (asking again
 * would be refused again), anything else can be retried.
 */
function ReportsError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const refused = isApiError(error) && error.status === 400;
  return (
    <ReportsScreen reports={null} params={Route.useLoaderDeps()} onParams={useParamsChange()}>
      <ErrorPanel
        message={refused ? userMessage(error) : `${frStaff.loadFailed} ${userMessage(error)}`}
        onRetry={refused ? undefined : () => void router.invalidate()}
      />
    </ReportsScreen>
  );
}
