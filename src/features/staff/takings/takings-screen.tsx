import { useState } from "react";
import { actionFailure } from "../../../api/staff";
import type { Takings } from "../../../contract/staff/money";
import { frStaff } from "../../../i18n/fr-staff";
import { formatCredits, formatNumber, formatXof } from "../../../lib/format";
import { dakarDate } from "../../../lib/history-dates";
import { longDay } from "../../../lib/slot-dates";
import { shiftPeriod, type TakingsPeriod } from "../../../lib/takings-period";
import { toastStore } from "../../../stores/toasts";
import { Segmented, StaffHeader, StaffPanel } from "../../../ui/staff-page";
import { usePageTitle } from "../../../ui/use-page-title";
import { downloadTakingsCsv, type TakingsParams } from "./takings-data";

const t = frStaff.takings;
const monthFormat = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" });

/** 'mardi 3 mars 2026', 'Semaine du 2 mars au 8 mars 2026', 'mars 2026'. */
export function periodTitle(takings: Pick<Takings, "period" | "from" | "to">): string {
  if (takings.period === "day") return longDay(takings.from);
  if (takings.period === "week")
    return t.weekRange(
      dakarDate(`${takings.from}T12:00:00Z`) ?? takings.from,
      dakarDate(`${takings.to}T12:00:00Z`) ?? takings.to,
    );
  const month = monthFormat.format(new Date(`${takings.from}T00:00:00Z`));
  return month.charAt(0).toUpperCase() + month.slice(1);
}

type Props = { takings: Takings; params: TakingsParams; onParams: (params: TakingsParams) => void };

/** What came in over a day, a week or a month, by method, with packs, refunds and no-shows; and its CSV. */
export function TakingsScreen({ takings, params, onParams }: Props) {
  usePageTitle(t.title);
  const [exporting, setExporting] = useState<"rows" | "totals" | null>(null);
  const date = params.date ?? takings.from;
  const go = (period: TakingsPeriod, day: string | undefined) => onParams({ period, date: day });
  const exportCsv = async (part: "rows" | "totals") => {
    setExporting(part);
    try {
      await downloadTakingsCsv(takings.period, date, takings.from, part === "totals");
      toastStore.getState().show("success", t.exported);
    } catch (error) {
      toastStore.getState().show("error", actionFailure(error), 6000);
    } finally {
      setExporting(null);
    }
  };
  const money = takings.received.filter((line) => line.method !== "credits");
  const credits = takings.received.find((line) => line.method === "credits");
  return (
    <div className="space-y-5">
      <StaffHeader title={t.title} intro={periodTitle(takings)}>
        <button
          type="button"
          className="btn-primary"
          disabled={exporting !== null}
          onClick={() => void exportCsv("rows")}
        >
          {exporting === "rows" ? t.exporting : t.export}
        </button>
        <button
          type="button"
          className="btn-ghost"
          disabled={exporting !== null}
          onClick={() => void exportCsv("totals")}
        >
          {exporting === "totals" ? t.exporting : t.exportTotals}
        </button>
      </StaffHeader>
      <div className="flex flex-wrap items-center gap-2">
        <Segmented
          label={t.periodLabel}
          value={takings.period}
          onChange={(period) => go(period, params.date)}
          options={(["day", "week", "month"] as const).map((value) => ({ value, label: t.periods[value] }))}
        />
        <div className="flex items-center gap-1 rounded-full bg-white p-1 shadow-sm ring-1 ring-black/10">
          <button
            type="button"
            className="grid size-9 place-items-center rounded-full text-lg text-brand hover:bg-brand/10"
            aria-label={t.previous}
            onClick={() => go(takings.period, shiftPeriod(takings.period, date, -1))}
          >
            ‹
          </button>
          <label className="sr-only" htmlFor="takings-date">
            {t.date}
          </label>
          <input
            id="takings-date"
            type="date"
            value={date}
            onChange={(e) => e.target.value && go(takings.period, e.target.value)}
            className="h-9 rounded-full px-2 text-sm"
          />
          <button
            type="button"
            className="grid size-9 place-items-center rounded-full text-lg text-brand hover:bg-brand/10"
            aria-label={t.next}
            onClick={() => go(takings.period, shiftPeriod(takings.period, date, 1))}
          >
            ›
          </button>
        </div>
      </div>

      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <StaffPanel className="@container min-w-0 bg-brand-dark p-4 text-white sm:col-span-2 xl:col-span-1">
          <p className="text-sm text-white/75">{t.total}</p>
          {/* Sized to its card, the unit on a line of its own when the figure still fills it. */}
          <p
            className="mt-1 text-[clamp(1.25rem,11cqi,1.875rem)] leading-tight font-bold [overflow-wrap:anywhere]"
            data-testid="takings-total"
          >
            <Amount value={takings.total_amount} />
          </p>
          {credits && (
            <p className="mt-1 text-sm text-white/75">
              + {formatCredits(credits.credits)} · {credits.label}
            </p>
          )}
        </StaffPanel>
        <Figure label={t.packs} value={formatNumber(takings.packs_sold.count)}>
          {formatXof(takings.packs_sold.amount)} ·{" "}
          {t.packsDetail(takings.packs_sold.desk_count, takings.packs_sold.online_count)}
        </Figure>
        <Figure
          label={t.refunds}
          value={formatNumber(takings.refunds.credit_count + takings.refunds.money_count)}
        >
          {t.refundsCredits(takings.refunds.credit_count, formatCredits(takings.refunds.credits))}
          <br />
          {t.refundsMoney(takings.refunds.money_count, formatXof(takings.refunds.money_amount))}
          {takings.refunds.manual_pending > 0 && (
            <span className="block font-semibold text-accent-dark">
              {t.manualPending(takings.refunds.manual_pending)}
            </span>
          )}
        </Figure>
        <Figure label={t.noShows} value={formatNumber(takings.no_shows.count)} testId="takings-no-shows">
          {t.personsCount(takings.no_shows.count, takings.no_shows.persons)}
          <br />
          {t.presences} : {t.personsCount(takings.presences.count, takings.presences.persons)}
        </Figure>
      </div>

      <StaffPanel className="overflow-hidden">
        <h2 className="border-b border-black/5 px-4 py-3 text-lg font-bold text-brand-dark">{t.received}</h2>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[30rem] text-sm" data-testid="takings-table">
            <thead className="bg-stone-50 text-left text-xs tracking-wide text-ink/60 uppercase">
              <tr>
                <th className="px-4 py-2 font-semibold">{t.cols.method}</th>
                <th className="px-4 py-2 text-right font-semibold">{t.cols.count}</th>
                <th className="px-4 py-2 text-right font-semibold">{t.cols.amount}</th>
                <th className="px-4 py-2 text-right font-semibold">{t.cols.online}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-black/5">
              {credits && (
                <tr data-method="credits">
                  <td className="px-4 py-2.5 font-medium">{credits.label}</td>
                  <td className="px-4 py-2.5 text-right tabular-nums">{formatNumber(credits.count)}</td>
                  <td className="px-4 py-2.5 text-right font-semibold tabular-nums">
                    {formatCredits(credits.credits)}
                  </td>
                  <td className="px-4 py-2.5 text-right text-ink/50">—</td>
                </tr>
              )}
              {money.map((line) => (
                <tr key={line.method} data-method={line.method}>
                  <td className="px-4 py-2.5 font-medium">{line.label}</td>
                  <td className="px-4 py-2.5 text-right tabular-nums">{formatNumber(line.count)}</td>
                  <td className="px-4 py-2.5 text-right font-semibold tabular-nums">
                    {formatXof(line.amount)}
                  </td>
                  <td className="px-4 py-2.5 text-right tabular-nums text-ink/70">
                    {formatXof(line.online_amount)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot className="bg-brand/5 font-bold">
              <tr>
                <td className="px-4 py-2.5">{t.total}</td>
                <td />
                <td className="px-4 py-2.5 text-right tabular-nums">{formatXof(takings.total_amount)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      </StaffPanel>
      <div className="grid gap-3 sm:grid-cols-2">
        <Figure label={t.cancellations} value={formatNumber(takings.cancellations)} />
        <Figure label={t.adjustments} value={formatNumber(takings.adjustments.count)}>
          {t.adjustmentsDetail(
            formatCredits(takings.adjustments.credits_added),
            formatCredits(takings.adjustments.credits_removed),
          )}
        </Figure>
      </div>
    </div>
  );
}

/** « 12 345 000 XOF », which may break before its unit only (the figure itself never breaks). */
function Amount({ value }: { value: number }) {
  return (
    <>
      <span className="whitespace-nowrap tabular-nums">{formatNumber(value)}</span>{" "}
      <span className="whitespace-nowrap">XOF</span>
    </>
  );
}

function Figure({
  label,
  value,
  children,
  testId,
}: {
  label: string;
  value: string;
  children?: React.ReactNode;
  testId?: string;
}) {
  return (
    <StaffPanel className="min-w-0 p-4">
      <p className="text-xs font-medium tracking-wide text-ink/60 uppercase">{label}</p>
      <p className="mt-1 text-2xl font-bold text-brand-dark" data-testid={testId}>
        {value}
      </p>
      {children && <p className="mt-1 text-xs break-words text-ink/65">{children}</p>}
    </StaffPanel>
  );
}
