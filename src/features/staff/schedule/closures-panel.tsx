import { useState } from "react";
import * as v from "valibot";
import { addClosure, removeClosure } from "../../../api/staff-schedule";
import type { Schedule } from "../../../contract/staff/schedule";
import { closureRequestSchema } from "../../../contract/staff/schedule-requests";
import { frStaffSchedule } from "../../../i18n/fr-staff-schedule";
import { inputClass } from "../../../ui/field";
import { StaffPanel } from "../../../ui/staff-page";
import { dakarDate } from "./schedule-dates";
import { SaveError, useScheduleSave } from "./use-schedule-save";

const t = frStaffSchedule.closures;

/** Closures to come (holidays): listed with a way to lift each, and a form to add one. */
export function ClosuresPanel({
  closures,
  onChanged,
}: {
  closures: Schedule["closures"];
  onChanged: () => void;
}) {
  const [form, setForm] = useState({ from_date: "", to_date: "", label: "" });
  const { busy, error, save, clearError } = useScheduleSave(onChanged);
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => {
      clearError();
      const value = e.target.value;
      // The end follows a start typed after it, as a one-day closure is the common case.
      setForm((f) => ({
        ...f,
        [name]: value,
        ...(name === "from_date" && (!f.to_date || f.to_date < value) ? { to_date: value } : {}),
      }));
    },
  });
  return (
    <StaffPanel className="p-4 sm:p-5">
      <h2 className="text-lg font-bold text-brand-dark">{t.title}</h2>
      <p className="mt-1 text-sm text-ink/70">{t.hint}</p>
      {closures.length === 0 ? (
        <p className="mt-3 text-sm text-ink/60">{t.empty}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {closures.map((c) => (
            <li
              key={c.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-sand px-3 py-2"
            >
              <span className="min-w-0 break-words">
                <span className="font-semibold">{c.label}</span>
                <span className="text-sm text-ink/70">
                  {" "}
                  · {t.range(dakarDate(c.from_date), dakarDate(c.to_date))}
                </span>
              </span>
              <button
                type="button"
                className="btn-ghost min-h-9 px-3 text-sm"
                disabled={busy}
                aria-label={t.removeLabel(c.label)}
                onClick={() => void save(v.number(), c.id, removeClosure, t.removed)}
              >
                {t.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        className="mt-4 grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          void save(closureRequestSchema, form, addClosure, t.added).then(
            (ok) => ok && setForm({ from_date: "", to_date: "", label: "" }),
          );
        }}
      >
        <label className="text-sm font-medium">
          {t.from}
          <input type="date" className={inputClass} {...field("from_date")} />
        </label>
        <label className="text-sm font-medium">
          {t.to}
          <input type="date" className={inputClass} {...field("to_date")} />
        </label>
        <label className="text-sm font-medium sm:col-span-2">
          {t.label}
          <input className={inputClass} maxLength={80} placeholder={t.labelPlaceholder} {...field("label")} />
        </label>
        <div className="flex justify-end sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? frStaffSchedule.saving : t.add}
          </button>
        </div>
      </form>
      <SaveError message={error} />
    </StaffPanel>
  );
}
