import { useState } from "react";
import { saveDiscounts } from "../../../api/staff-schedule";
import type { Schedule } from "../../../contract/staff/schedule";
import { type DiscountRule, discountsRequestSchema } from "../../../contract/staff/schedule-requests";
import { frStaffSchedule } from "../../../i18n/fr-staff-schedule";
import { timeInputClass } from "../../../ui/ranges-editor";
import { StaffPanel } from "../../../ui/staff-page";
import { SaveError, useScheduleSave } from "./use-schedule-save";

const t = frStaffSchedule.discounts;
type Draft = Omit<DiscountRule, "percent"> & { percent: number | string };

/** Every discount rule, edited together and saved at once. */
export function DiscountsEditor({
  discounts,
  onChanged,
}: {
  discounts: Schedule["discounts"];
  onChanged: () => void;
}) {
  const [rules, setRules] = useState<Draft[]>(discounts);
  const { busy, error, save, clearError } = useScheduleSave(onChanged);
  const set = (i: number, patch: Partial<Draft>) => {
    clearError();
    setRules((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  };
  // A percentage left empty or half typed is sent as typed: the schema says what is wrong.
  const body = { rules: rules.map((r) => ({ ...r, percent: r.percent === "" ? null : Number(r.percent) })) };
  return (
    <StaffPanel className="p-4 sm:p-5">
      <h2 className="text-lg font-bold text-brand-dark">{t.title}</h2>
      <p className="mt-1 text-sm text-ink/70">{t.hint}</p>
      {rules.length === 0 && <p className="mt-3 text-sm text-ink/60">{t.empty}</p>}
      <ul className="mt-3 space-y-2">
        {rules.map((rule, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id of their own until saved
          <li key={i} className="flex flex-wrap items-center gap-2 rounded-xl bg-sand px-3 py-2">
            <select
              aria-label={t.weekday}
              className={timeInputClass}
              value={rule.weekday}
              onChange={(e) => set(i, { weekday: Number(e.target.value) })}
            >
              {frStaffSchedule.weekOrder.map((d) => (
                <option key={d} value={d}>
                  {frStaffSchedule.weekdays[d]}
                </option>
              ))}
            </select>
            <select
              aria-label={t.kind}
              className={timeInputClass}
              value={rule.kind}
              onChange={(e) => {
                const kind = e.target.value === "first_slot" ? "first_slot" : "time_range";
                set(
                  i,
                  kind === "first_slot"
                    ? { kind, start: null, end: null }
                    : { kind, start: "13:00", end: "15:00" },
                );
              }}
            >
              <option value="first_slot">{t.kinds.first_slot}</option>
              <option value="time_range">{t.kinds.time_range}</option>
            </select>
            {rule.kind === "time_range" && (
              <>
                <input
                  type="time"
                  aria-label={t.from}
                  className={timeInputClass}
                  value={rule.start ?? ""}
                  onChange={(e) => set(i, { start: e.target.value })}
                />
                <span aria-hidden="true">–</span>
                <input
                  type="time"
                  aria-label={t.to}
                  className={timeInputClass}
                  value={rule.end ?? ""}
                  onChange={(e) => set(i, { end: e.target.value })}
                />
              </>
            )}
            <label className="inline-flex items-center gap-1 text-sm">
              <span className="sr-only">{t.percent}</span>−
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                aria-label={t.percent}
                className={`${timeInputClass} w-20`}
                value={rule.percent}
                onChange={(e) => set(i, { percent: e.target.value })}
              />
              %
            </label>
            <button
              type="button"
              className="ml-auto grid size-9 place-items-center rounded-full text-ink/60 hover:bg-red-50 hover:text-red-700"
              aria-label={t.remove}
              onClick={() => {
                clearError();
                setRules((all) => all.filter((_, j) => j !== i));
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <SaveError message={error} />
      <div className="mt-4 flex flex-wrap justify-between gap-2">
        <button
          type="button"
          className="min-h-9 rounded-full px-3 text-sm font-semibold text-brand hover:bg-brand/5"
          onClick={() =>
            setRules((all) => [
              ...all,
              { weekday: 1, kind: "time_range", start: "13:00", end: "15:00", percent: 10 },
            ])
          }
        >
          + {t.add}
        </button>
        <button
          type="button"
          className="btn-primary"
          disabled={busy}
          onClick={() =>
            void save(discountsRequestSchema, body, (input) => saveDiscounts(input.rules), t.saved)
          }
        >
          {busy ? frStaffSchedule.saving : t.save}
        </button>
      </div>
    </StaffPanel>
  );
}
