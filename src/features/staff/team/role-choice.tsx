import type { StaffRole } from "../../../contract/common";
import { staffRoleLabels } from "../../../contract/staff/common";
import { frStaffTeam } from "../../../i18n/fr-staff-team";

const t = frStaffTeam;

/** Admin or reception, each with what it opens; with `allowNone`, « Aucun accès » too. */
export function RoleChoice({
  name,
  value,
  onChange,
  allowNone = false,
}: {
  name: string;
  value: StaffRole | null;
  onChange: (role: StaffRole | null) => void;
  allowNone?: boolean;
}) {
  const options: { value: StaffRole | null; label: string; hint: string }[] = [
    { value: "reception", label: staffRoleLabels.reception, hint: t.roleHints.reception },
    { value: "practitioner", label: staffRoleLabels.practitioner, hint: t.roleHints.practitioner },
    { value: "admin", label: staffRoleLabels.admin, hint: t.roleHints.admin },
    ...(allowNone ? [{ value: null, label: t.none, hint: t.noneHint }] : []),
  ];
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t.role}</legend>
      <div className="mt-2 grid gap-2">
        {options.map((o) => (
          <label
            key={o.value ?? "none"}
            className={`flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-2.5 ${o.value === value ? (o.value === null ? "border-red-700 bg-red-50" : "border-brand bg-brand/5") : "border-black/15"}`}
          >
            <input
              type="radio"
              name={name}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
              className="mt-1 accent-brand"
            />
            <span className="min-w-0">
              <span className="block font-semibold">{o.label}</span>
              <span className="block text-xs text-ink/70">{o.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
