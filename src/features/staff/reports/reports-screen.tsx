import type { ReportStep, Reports } from "../../../contract/staff/reports";
import { reportSteps } from "../../../contract/staff/reports";
import { frStaffReports } from "../../../i18n/fr-staff-reports";
import { dakarDate } from "../../../lib/history-dates";
import { Segmented, StaffHeader } from "../../../ui/staff-page";
import { usePageTitle } from "../../../ui/use-page-title";
import {
  AttendanceSection,
  ClientsSection,
  CreditsSection,
  OccupancySection,
  RevenueSection,
} from "./report-sections";

const t = frStaffReports;
export type ReportParams = { from: string; to: string; by: ReportStep };

/**
 * The owner's reports over a period, cut by day, week, month or year: a chart each, its figures in
 * a table under it, and its CSV.
 */
export function ReportsScreen({
  reports,
  params,
  onParams,
}: {
  reports: Reports;
  params: ReportParams;
  onParams: (params: ReportParams) => void;
}) {
  usePageTitle(t.title);
  const day = (d: string) => dakarDate(`${d}T12:00:00Z`) ?? d;
  // A date cleared or typed halfway is not sent: the period stays what it was.
  const setDay = (key: "from" | "to", value: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return;
    const next = { ...params, [key]: value };
    if (next.from > next.to) next[key === "from" ? "to" : "from"] = value;
    onParams(next);
  };
  return (
    <div className="space-y-5">
      <StaffHeader title={t.title} intro={t.intro(day(params.from), day(params.to))} />
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm">
          <span className="mb-1 block text-ink/70">{t.from}</span>
          <input
            type="date"
            value={params.from}
            onChange={(e) => setDay("from", e.target.value)}
            className="h-10 rounded-full bg-white px-3 shadow-sm ring-1 ring-black/10"
          />
        </label>
        <label className="text-sm">
          <span className="mb-1 block text-ink/70">{t.to}</span>
          <input
            type="date"
            value={params.to}
            onChange={(e) => setDay("to", e.target.value)}
            className="h-10 rounded-full bg-white px-3 shadow-sm ring-1 ring-black/10"
          />
        </label>
        <Segmented
          label={t.by}
          value={params.by}
          onChange={(by) => onParams({ ...params, by })}
          options={reportSteps.map((value) => ({ value, label: t.steps[value] }))}
        />
      </div>
      <p className="sr-only">{t.chartNote}</p>
      <div className="space-y-5">
        <RevenueSection r={reports.revenue} period={params} />
        <OccupancySection r={reports.occupancy} period={params} />
        <CreditsSection r={reports.credits} period={params} />
        <ClientsSection r={reports.clients} period={params} />
        <AttendanceSection r={reports.attendance} period={params} />
      </div>
    </div>
  );
}
