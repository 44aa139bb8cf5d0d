import { Link } from "@tanstack/react-router";
import type { StaffService } from "../../../contract/staff/catalogue";
import type { Practitioner } from "../../../contract/staff/people";
import { frStaffPeople } from "../../../i18n/fr-staff-people";
import { Badge } from "../../../ui/staff-badges";
import { StaffPanel } from "../../../ui/staff-page";
import { absenceText } from "./absence-text";
import { weekSummary } from "./hours-editor";

const t = frStaffPeople.practitioners;

/** A face for the card: the photo, or the initials on the brand's tint. */
export function PractitionerFace({ p, size = "size-14" }: { p: Practitioner; size?: string }) {
  if (p.photo)
    return (
      <img
        src={p.photo}
        alt=""
        className={`${size} shrink-0 rounded-full object-cover ring-1 ring-black/10`}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`${size} grid shrink-0 place-items-center rounded-full bg-brand/10 text-lg font-bold text-brand-dark`}
    >
      {`${p.first_name.charAt(0)}${p.last_name.charAt(0)}`.toUpperCase()}
    </span>
  );
}

/** One practitioner at a glance: who, what they deliver, when they work, what is coming off. */
export function PractitionerCard({ p, services }: { p: Practitioner; services: StaffService[] }) {
  const name = `${p.first_name} ${p.last_name}`.trim();
  const theirs = services.filter((s) => p.services.includes(s.id));
  return (
    <li data-testid="practitioner-card">
      <StaffPanel className={`flex h-full flex-col gap-4 p-4 sm:p-5 ${p.is_active ? "" : "bg-stone-50"}`}>
        <div className="flex flex-wrap items-start gap-3">
          <PractitionerFace p={p} />
          <div className="min-w-0 flex-1 basis-40">
            <p className="flex flex-wrap items-center gap-2">
              <span className="text-lg font-bold text-brand-dark">{name}</span>
              <Badge tone={p.is_active ? "green" : "amber"}>{p.is_active ? t.active : t.inactive}</Badge>
            </p>
            {p.user_name && <p className="text-sm text-ink/65">{t.account(p.user_name)}</p>}
            {p.bio && <p className="mt-1 line-clamp-2 text-sm text-ink/75">{p.bio}</p>}
          </div>
          <Link
            to="/admin/praticiens/$id"
            params={{ id: String(p.id) }}
            aria-label={t.open(name)}
            className="btn-ghost min-h-10 w-full shrink-0 px-4 text-sm sm:w-auto"
          >
            {t.edit}
          </Link>
        </div>
        <div>
          <p className="text-xs font-semibold tracking-wide text-ink/55 uppercase">
            {t.services(theirs.length)}
          </p>
          {theirs.length ? (
            <ul className="mt-1.5 flex flex-wrap gap-1.5">
              {theirs.map((s) => (
                <li key={s.id} className="rounded-full bg-sand px-2.5 py-1 text-xs font-medium text-ink/80">
                  {s.name}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-amber-800">{t.noServices}</p>
          )}
        </div>
        <div>
          {p.week_hours ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
              {weekSummary(p.week_hours).map((d) => (
                <div key={d.day} className="contents">
                  <dt className="font-medium text-ink/60">{d.day}</dt>
                  <dd className={d.hours === t.dayOff ? "text-ink/45" : "text-ink/85"}>{d.hours}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-sm text-ink/75">{t.centreHours}</p>
          )}
        </div>
        {p.absences.length > 0 && (
          <div className="mt-auto rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <p className="font-semibold">{t.absences(p.absences.length)}</p>
            <ul>
              {p.absences.slice(0, 2).map((a) => (
                <li key={a.id}>{absenceText(a)}</li>
              ))}
            </ul>
          </div>
        )}
      </StaffPanel>
    </li>
  );
}
