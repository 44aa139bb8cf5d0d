import { useState } from "react";
import type { ReportStep } from "../../../contract/staff/reports";
import { reportMessages, reportSteps } from "../../../contract/staff/reports";
import { frStaffReports } from "../../../i18n/fr-staff-reports";
import { isDay } from "../../../lib/calendar-day";
import { fittingStep, periodRefusal, plausibleYear, REPORT_YEARS } from "../../../lib/report-period";
import { Segmented } from "../../../ui/staff-page";

const t = frStaffReports;
export type ReportParams = { from: string; to: string; by: ReportStep };
type Ends = { from: string; to: string };

const inputClass = "h-10 rounded-full bg-white px-3 shadow-sm ring-1 ring-black/10";

/**
 * The period and its cut. A date is only asked for once it makes a period the server takes: a year
 * typed digit by digit (0002, 0020, 0202) waits, a period over three years is said and not sent,
 * and a cut with too many bars for the period gives way to the next coarser one, said too. What is
 * typed stays in the fields whatever happens.
 */
export function ReportPicker({
  params,
  onParams,
  refusal,
}: {
  params: ReportParams;
  onParams: (params: ReportParams) => void;
  /** Why the period in the address was refused (typed by hand), shown until the owner changes it. */
  refusal?: string | undefined;
}) {
  const [typed, setTyped] = useState<Ends>({ from: params.from, to: params.to });
  const [shown, setShown] = useState<Ends>({ from: params.from, to: params.to });
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  // A period changed from elsewhere (back, a link) replaces what was typed.
  if (shown.from !== params.from || shown.to !== params.to) {
    setShown({ from: params.from, to: params.to });
    setTyped({ from: params.from, to: params.to });
  }

  const ask = (next: ReportParams) => {
    const refused = periodRefusal(next);
    if (refused && refused.field !== "by") {
      setProblem(refused.message);
      return;
    }
    const by = fittingStep(next);
    setProblem(null);
    setNote(by === next.by ? null : t.stepSwitched(next.by, by));
    onParams({ ...next, by });
  };

  const setDay = (key: keyof Ends, value: string) => {
    const other = key === "from" ? "to" : "from";
    const next = { ...typed, [key]: value };
    setTyped(next);
    setProblem(null);
    // A date cleared, or typed halfway (its year still short): nothing is asked yet.
    if (!isDay(value) || !plausibleYear(value)) return;
    const kept = isDay(next[other]) && plausibleYear(next[other]) ? next[other] : params[other];
    const ends = { ...next, [other]: kept };
    if (ends.from > ends.to) ends[other] = value;
    setTyped(ends);
    ask({ ...ends, by: params.by });
  };

  // Leaving a field with a date that is no period's: say so (while typing, it is a year on its way).
  const checkDay = (key: keyof Ends) => {
    const value = typed[key];
    if (value !== "" && (!isDay(value) || !plausibleYear(value))) setProblem(reportMessages.year);
  };

  const message = problem ?? (typed.from === params.from && typed.to === params.to ? refusal : undefined);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        {(["from", "to"] as const).map((key) => (
          <label key={key} className="text-sm">
            <span className="mb-1 block text-ink/70">{t[key]}</span>
            <input
              type="date"
              value={typed[key]}
              min={`${REPORT_YEARS.first}-01-01`}
              max={`${REPORT_YEARS.last}-12-31`}
              aria-invalid={message ? true : undefined}
              onChange={(e) => setDay(key, e.target.value)}
              onBlur={() => checkDay(key)}
              className={inputClass}
            />
          </label>
        ))}
        <Segmented
          label={t.by}
          value={params.by}
          onChange={(by) => {
            // The reports asked are those of the period shown: a refused one typed gives way to it.
            setTyped({ from: params.from, to: params.to });
            ask({ ...params, by });
          }}
          options={reportSteps.map((value) => ({ value, label: t.steps[value] }))}
        />
      </div>
      {message && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {message}
        </p>
      )}
      {note && !message && (
        <p role="status" className="text-sm text-ink/75">
          {note}
        </p>
      )}
    </div>
  );
}
