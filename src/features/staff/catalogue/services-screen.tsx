import { Link } from "@tanstack/react-router";
import { setServiceActive } from "../../../api/staff-catalogue";
import type { StaffService } from "../../../contract/staff/catalogue";
import { frStaffCatalogue } from "../../../i18n/fr-staff-catalogue";
import { formatCredits, formatXof } from "../../../lib/format";
import { Badge } from "../../../ui/staff-badges";
import { FailureLine } from "../../../ui/staff-failure-line";
import { StaffHeader } from "../../../ui/staff-page";
import { usePageTitle } from "../../../ui/use-page-title";
import { CatalogueList, CatalogueRow, RowActions, StateBadge } from "./catalogue-list";
import { useActivation } from "./use-activation";

const t = frStaffCatalogue;

type Props = { services: StaffService[]; onChanged: () => Promise<void> };

const sendActive = async (id: number, active: boolean) => (await setServiceActive(id, active)).service;

/** Every service, on sale or withdrawn, with its price and length, to open, withdraw or offer again. */
export function ServicesScreen({ services, onChanged }: Props) {
  usePageTitle(t.services.title);
  const { busy, error, toggle } = useActivation<StaffService>(sendActive, t.services, onChanged);

  return (
    <div className="space-y-5">
      <StaffHeader title={t.services.title} intro={t.services.intro}>
        <Link to="/admin/services/nouveau" className="btn-primary">
          {t.services.add}
        </Link>
      </StaffHeader>
      <FailureLine message={error} />
      <p className="text-sm text-ink/60">{t.services.count(services.length)}</p>
      <CatalogueList rows={services} empty={t.services.empty}>
        {(service) => (
          <CatalogueRow
            key={service.id}
            row={service}
            testId="service-row"
            className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-3 gap-y-2 px-4 py-3 sm:grid-cols-[5rem_minmax(0,2fr)_minmax(0,1.4fr)_auto] sm:items-center sm:gap-4"
          >
            {service.imageUrl ? (
              <img
                src={service.imageUrl}
                alt=""
                loading="lazy"
                className={`aspect-[4/3] w-16 rounded-lg object-cover sm:w-20 ${service.is_active ? "" : "opacity-50 grayscale"}`}
              />
            ) : (
              <span className="grid aspect-[4/3] w-16 place-items-center rounded-lg bg-stone-100 text-center text-[0.65rem] text-ink/50 sm:w-20">
                {t.services.noImage}
              </span>
            )}
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <span className="truncate font-semibold text-ink">{service.name}</span>
                <Badge tone={service.type === "custom" ? "brand" : "grey"}>
                  {t.serviceForm.types[service.type]}
                </Badge>
                <StateBadge row={service} testId="service-state" />
              </p>
              <p className="mt-0.5 truncate text-xs text-ink/60">{service.short_description}</p>
            </div>
            <p className="col-start-2 text-sm text-ink/75 sm:col-start-auto">
              <span className="block font-semibold text-brand-dark">
                {formatXof(service.price)} · {formatCredits(service.credit_price)}
              </span>
              <span className="block">
                {t.services.duration(service.duration)} · {t.services.capacity(service.slot_capacity)}
              </span>
            </p>
            <RowActions
              row={service}
              busy={busy}
              onToggle={toggle}
              className="col-span-2 flex flex-wrap gap-2 sm:col-span-1 sm:justify-end"
            >
              <Link
                to="/admin/services/$id"
                params={{ id: String(service.id) }}
                aria-label={t.services.open(service.name)}
                className="btn-ghost min-h-10 px-4 text-sm"
              >
                {t.edit}
              </Link>
            </RowActions>
          </CatalogueRow>
        )}
      </CatalogueList>
    </div>
  );
}
