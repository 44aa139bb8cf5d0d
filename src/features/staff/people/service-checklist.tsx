import type { StaffService } from "../../../contract/staff/catalogue";
import { frStaffPeople } from "../../../i18n/fr-staff-people";

const t = frStaffPeople.form;

/** The catalogue's services as checkboxes; those withdrawn from sale say so. */
export function ServiceChecklist({
  legend,
  hint,
  legendHidden = false,
  services,
  chosen,
  error,
  onChange,
}: {
  legend: string;
  hint?: string;
  /** The legend for screen readers only, when a heading above already says it. */
  legendHidden?: boolean;
  services: StaffService[];
  chosen: number[];
  error: string | undefined;
  onChange: (chosen: number[]) => void;
}) {
  const toggle = (id: number, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <fieldset className="space-y-2">
      <legend className={legendHidden ? "sr-only" : "text-sm font-semibold"}>{legend}</legend>
      {hint && <p className="text-sm text-ink/65">{hint}</p>}
      {services.length === 0 ? (
        <p className="text-sm text-ink/65">{t.noServiceYet}</p>
      ) : (
        <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
          {services.map((s) => (
            <label
              key={s.id}
              className="flex min-h-10 items-center gap-3 rounded-lg px-1 text-sm hover:bg-brand/5"
            >
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-brand"
                checked={chosen.includes(s.id)}
                onChange={(e) => toggle(s.id, e.target.checked)}
              />
              <span className="min-w-0">
                {s.name}
                {!s.is_active && <span className="ml-1 text-ink/55">({t.withdrawn})</span>}
              </span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
