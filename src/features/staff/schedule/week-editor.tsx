import { useState } from "react";
import { saveWeek } from "../../../api/staff-schedule";
import type { Schedule } from "../../../contract/staff/schedule";
import { type WeekDay, weekRequestSchema } from "../../../contract/staff/schedule-requests";
import { frStaffSchedule } from "../../../i18n/fr-staff-schedule";
import { RangesEditor } from "../../../ui/ranges-editor";
import { StaffPanel } from "../../../ui/staff-page";
import { SaveError, useScheduleSave } from "./use-schedule-save";

const t = frStaffSchedule.week;

/** The weekly template: each day's ranges (none: closed) and whether private sessions are offered. */
export function WeekEditor({ week, onChanged }: { week: Schedule["week"]; onChanged: () => void }) {
  const [days, setDays] = useState<WeekDay[]>(week);
  const { busy, error, save, clearError } = useScheduleSave(onChanged);
  const update = (weekday: number, patch: Partial<WeekDay>) => {
    clearError();
    setDays((all) => all.map((d) => (d.weekday === weekday ? { ...d, ...patch } : d)));
  };
  return (
    <StaffPanel className="p-4 sm:p-5">
      <h2 className="text-lg font-bold text-brand-dark">{t.title}</h2>
      <p className="mt-1 text-sm text-ink/70">{t.hint}</p>
      <ul className="mt-4 divide-y divide-black/5">
        {frStaffSchedule.weekOrder.map((weekday) => {
          const day = days.find((d) => d.weekday === weekday);
          if (!day) return null;
          const name = frStaffSchedule.weekdays[weekday] ?? "";
          return (
            <li key={weekday} className="grid gap-2 py-3 md:grid-cols-[8rem_1fr_auto] md:items-center">
              <span className="font-semibold">{name}</span>
              <RangesEditor
                label={name}
                ranges={day.ranges}
                onChange={(ranges) => update(weekday, { ranges })}
              />
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-5 accent-brand"
                  checked={day.allows_private}
                  onChange={(e) => update(weekday, { allows_private: e.target.checked })}
                />
                {t.allowsPrivate}
              </label>
            </li>
          );
        })}
      </ul>
      <SaveError message={error} />
      <div className="mt-4 flex justify-end">
        <button
          type="button"
          className="btn-primary"
          disabled={busy}
          onClick={() => void save(weekRequestSchema, { days }, saveWeek, t.saved)}
        >
          {busy ? frStaffSchedule.saving : t.save}
        </button>
      </div>
    </StaffPanel>
  );
}
