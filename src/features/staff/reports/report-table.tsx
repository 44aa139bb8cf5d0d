import { useState } from "react";
import { actionFailure } from "../../../api/staff";
import { fetchReportCsv } from "../../../api/staff-reports";
import type { ReportName } from "../../../contract/staff/reports";
import { frStaffReports } from "../../../i18n/fr-staff-reports";
import { downloadName } from "../../../lib/download-name";
import { toastStore } from "../../../stores/toasts";
import { StaffPanel } from "../../../ui/staff-page";

const t = frStaffReports;

/** A table of figures: the first column names the row, the others are right-aligned numbers. */
export function FigureTable({
  head,
  rows,
  foot,
  testId,
}: {
  head: string[];
  rows: { key: string; cells: string[] }[];
  foot?: string[];
  testId?: string;
}) {
  if (rows.length === 0) return <p className="px-4 py-3 text-sm text-ink/60">{t.empty}</p>;
  const cell = (i: number) => (i === 0 ? "px-3 py-2 text-left" : "px-3 py-2 text-right tabular-nums");
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[26rem] text-sm" data-testid={testId}>
        <thead className="bg-stone-50 text-xs tracking-wide text-ink/60 uppercase">
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={`${cell(i)} font-semibold`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-black/5">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((c, i) =>
                i === 0 ? (
                  <th key={head[i]} scope="row" className={`${cell(i)} font-medium`}>
                    {c}
                  </th>
                ) : (
                  <td key={head[i]} className={cell(i)}>
                    {c}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {foot && (
          <tfoot className="bg-brand/5 font-bold">
            <tr>
              {foot.map((c, i) => (
                <td key={head[i]} className={cell(i)}>
                  {c}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** A report's panel: its title, what it counts, its CSV, then its chart and tables. */
export function ReportPanel({
  name,
  title,
  intro,
  period,
  children,
}: {
  name: ReportName;
  title: string;
  intro: string;
  period: { from: string; to: string; by: string };
  children: React.ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const { blob, disposition } = await fetchReportCsv(name, period);
      const link = document.createElement("a");
      const url = URL.createObjectURL(blob);
      link.href = url;
      link.download = downloadName(disposition, `rapport-${name}-${period.from}-${period.to}.csv`);
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has read the blob by then; revoked later, not at once, for slower ones.
      setTimeout(() => URL.revokeObjectURL(url), 30_000);
      toastStore.getState().show("success", t.exported);
    } catch (error) {
      toastStore.getState().show("error", actionFailure(error), 6000);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-report={name}>
      <StaffPanel className="overflow-hidden">
        <div className="flex flex-wrap items-start justify-between gap-2 border-b border-black/5 px-4 py-3">
          <div className="min-w-0">
            <h2 className="text-lg font-bold text-brand-dark">{title}</h2>
            <p className="text-sm text-ink/65">{intro}</p>
          </div>
          <button type="button" className="btn-ghost" disabled={busy} onClick={() => void exportCsv()}>
            {busy ? t.exporting : t.export}
          </button>
        </div>
        <div className="space-y-4 p-4">{children}</div>
      </StaffPanel>
    </div>
  );
}
