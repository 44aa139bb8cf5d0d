import { useState } from "react";
import * as v from "valibot";
import { removeOverride, saveOverride } from "../../../api/staff-schedule";
import type { Schedule } from "../../../contract/staff/schedule";
import { overrideRequestSchema, type TimeRange } from "../../../contract/staff/schedule-requests";
import { frStaffSchedule } from "../../../i18n/fr-staff-schedule";
import { inputClass } from "../../../ui/field";
import { RangesEditor } from "../../../ui/ranges-editor";
import { StaffPanel } from "../../../ui/staff-page";
import { dakarDate } from "./schedule-dates";
import { SaveError, useScheduleSave } from "./use-schedule-save";

const t = frStaffSchedule.overrides;
const rangesText = (ranges: TimeRange[]) =>
  ranges.length ? ranges.map((r) => `${r.start}–${r.end}`).join(", ") : frStaffSchedule.week.closed;

/** One date's own hours instead of the week's (or closed that day). */
export function OverridesPanel({
  overrides,
  onChanged,
}: {
  overrides: Schedule["overrides"];
  onChanged: () => void;
}) {
  const [date, setDate] = useState("");
  const [label, setLabel] = useState("");
  const [ranges, setRanges] = useState<TimeRange[]>([{ start: "09:00", end: "19:00" }]);
  const { busy, error, save, clearError } = useScheduleSave(onChanged);
  return (
    <StaffPanel className="p-4 sm:p-5">
      <h2 className="text-lg font-bold text-brand-dark">{t.title}</h2>
      <p className="mt-1 text-sm text-ink/70">{t.hint}</p>
      {overrides.length === 0 ? (
        <p className="mt-3 text-sm text-ink/60">{t.empty}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {overrides.map((o) => (
            <li
              key={o.date}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-sand px-3 py-2"
            >
              <span className="min-w-0 break-words">
                <span className="font-semibold">{dakarDate(o.date)}</span>
                <span className="text-sm text-ink/70">
                  {" "}
                  · {rangesText(o.ranges)}
                  {o.label && ` · ${o.label}`}
                </span>
              </span>
              <button
                type="button"
                className="btn-ghost min-h-9 px-3 text-sm"
                disabled={busy}
                aria-label={t.removeLabel(dakarDate(o.date))}
                onClick={() => void save(v.string(), o.date, removeOverride, t.removed)}
              >
                {t.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        className="mt-4 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          void save(overrideRequestSchema, { date, ranges, label }, saveOverride, t.added).then((ok) => {
            if (ok) {
              setDate("");
              setLabel("");
            }
          });
        }}
      >
        <div className="grid gap-3 sm:grid-cols-[auto_1fr]">
          <label className="text-sm font-medium">
            {t.date}
            <input
              type="date"
              className={inputClass}
              value={date}
              onChange={(e) => {
                clearError();
                setDate(e.target.value);
              }}
            />
          </label>
          <label className="text-sm font-medium">
            {t.label}
            <input
              className={inputClass}
              maxLength={80}
              placeholder={t.labelPlaceholder}
              value={label}
              onChange={(e) => setLabel(e.target.value)}
            />
          </label>
        </div>
        <RangesEditor
          label={t.date}
          ranges={ranges}
          onChange={(next) => {
            clearError();
            setRanges(next);
          }}
        />
        <div className="flex justify-end">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? frStaffSchedule.saving : t.add}
          </button>
        </div>
      </form>
      <SaveError message={error} />
    </StaffPanel>
  );
}
