import type { ReactNode } from "react";
import type { Reports } from "../../../contract/staff/reports";
import { frStaffReports } from "../../../i18n/fr-staff-reports";
import { dakarDate } from "../../../lib/history-dates";
import { StaffHeader } from "../../../ui/staff-page";
import { usePageTitle } from "../../../ui/use-page-title";
import { type ReportParams, ReportPicker } from "./report-picker";
import {
  AttendanceSection,
  ClientsSection,
  CreditsSection,
  OccupancySection,
  RevenueSection,
} from "./report-sections";

const t = frStaffReports;

export type { ReportParams };

/**
 * The owner's reports over a period, cut by day, week, month or year: a chart each, its figures in
 * a table under it, and its CSV. Without reports (a period refused, a failed read), the picker stays
 * with what went wrong under it, so the owner mends the period where it is.
 */
export function ReportsScreen({
  reports,
  params,
  onParams,
  refusal,
  children,
}: {
  reports: Reports | null;
  params: ReportParams;
  onParams: (params: ReportParams) => void;
  refusal?: string | undefined;
  /** What shows in place of the reports when there are none. */
  children?: ReactNode;
}) {
  usePageTitle(t.title);
  const day = (d: string) => dakarDate(`${d}T12:00:00Z`) ?? d;
  return (
    <div className="space-y-5">
      <StaffHeader title={t.title} intro={t.intro(day(params.from), day(params.to))} />
      <ReportPicker params={params} onParams={onParams} refusal={refusal} />
      {reports ? (
        <>
          <p className="sr-only">{t.chartNote}</p>
          <div className="space-y-5">
            <RevenueSection r={reports.revenue} period={params} />
            <OccupancySection r={reports.occupancy} period={params} />
            <CreditsSection r={reports.credits} period={params} />
            <ClientsSection r={reports.clients} period={params} />
            <AttendanceSection r={reports.attendance} period={params} />
          </div>
        </>
      ) : (
        children
      )}
    </div>
  );
}
