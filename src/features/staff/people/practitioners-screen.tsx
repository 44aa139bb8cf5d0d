import { Link } from "@tanstack/react-router";
import type { StaffService } from "../../../contract/staff/catalogue";
import type { Practitioner } from "../../../contract/staff/people";
import { frStaffPeople } from "../../../i18n/fr-staff-people";
import { EmptyPanel } from "../../../ui/panels";
import { StaffHeader } from "../../../ui/staff-page";
import { usePageTitle } from "../../../ui/use-page-title";
import { PractitionerCard } from "./practitioner-card";

const t = frStaffPeople.practitioners;

/** The centre's practitioners, active first, each on a card to open. */
export function PractitionersScreen({
  practitioners,
  services,
}: {
  practitioners: Practitioner[];
  services: StaffService[];
}) {
  usePageTitle(t.title);
  return (
    <div className="space-y-5">
      <StaffHeader title={t.title} intro={t.intro}>
        <Link to="/admin/praticiens/nouveau" className="btn-primary">
          {t.add}
        </Link>
      </StaffHeader>
      {practitioners.length === 0 ? (
        <EmptyPanel message={t.empty}>
          <Link to="/admin/praticiens/nouveau" className="btn-primary mt-4">
            {t.add}
          </Link>
        </EmptyPanel>
      ) : (
        <>
          <p className="text-sm text-ink/60">{t.count(practitioners.length)}</p>
          <ul className="grid gap-4 lg:grid-cols-2">
            {practitioners.map((p) => (
              <PractitionerCard key={p.id} p={p} services={services} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
