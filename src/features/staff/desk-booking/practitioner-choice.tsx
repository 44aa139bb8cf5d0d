import { frStaffDesk } from "../../../i18n/fr-staff-desk";
import { staffPractitionersQuery } from "../../../queries/staff-people";
import { useQuery } from "../../../queries/use-query";
import { describedControl, FieldFrame, inputClass } from "../../../ui/field";

const t = frStaffDesk.session;

type Props = {
  serviceId: number | null;
  value: number | null;
  error: string | undefined;
  onChange: (practitioner: number | null) => void;
};

/**
 * Who delivers it: « Sans préférence » (the centre gives the least busy one free), or one of the
 * active practitioners of the service; the one of a week's cell comes chosen. Shown only once the
 * centre has practitioners for the service (or one was chosen).
 */
export function PractitionerChoice({ serviceId, value, error, onChange }: Props) {
  const read = useQuery(staffPractitionersQuery);
  const offered = (read.data ?? []).filter(
    (p) => p.is_active && (serviceId === null || p.services.includes(serviceId)),
  );
  if (offered.length === 0 && value === null) return null;
  const known = offered.some((p) => p.id === value);
  return (
    <FieldFrame id="desk-practitioner" label={t.practitioner} error={error}>
      <select
        {...describedControl("desk-practitioner", error)}
        className={inputClass}
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{t.noPreference}</option>
        {offered.map((p) => (
          <option key={p.id} value={p.id}>
            {`${p.first_name} ${p.last_name}`.trim()}
          </option>
        ))}
        {/* Chosen from the week before the list came, or not for this service: kept, said by its number. */}
        {value !== null && !known && <option value={value}>{`${t.practitioner} #${value}`}</option>}
      </select>
    </FieldFrame>
  );
}
