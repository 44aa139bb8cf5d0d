import { useState } from "react";
import { actionFailure } from "../../api/staff";
import { setServiceActive } from "../../api/staff-catalogue";
import type { StaffService } from "../../contract/staff/catalogue";
import { frStaffCatalogue } from "../../i18n/fr-staff-catalogue";
import { formatCredits, formatXof } from "../../lib/format";
import { toastStore } from "../../stores/toasts";
import { EmptyPanel } from "../../ui/panels";
import { Badge } from "../../ui/staff-badges";
import { StaffLink } from "../../ui/staff-link";
import { StaffHeader, StaffPanel } from "../../ui/staff-page";
import { usePageTitle } from "../../ui/use-page-title";

const t = frStaffCatalogue;

type Props = { services: StaffService[]; onChanged: () => Promise<void> };

/** Every service, on sale or withdrawn, with its price and length, to open, withdraw or offer again. */
export function ServicesScreen({ services, onChanged }: Props) {
  usePageTitle(t.services.title);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const toggle = async (service: StaffService) => {
    if (busy !== null) return;
    setBusy(service.id);
    setError(null);
    try {
      const answer = await setServiceActive(service.id, !service.is_active);
      toastStore
        .getState()
        .show(
          "success",
          answer.service.is_active
            ? t.services.reactivated(service.name)
            : t.services.deactivated(service.name),
          4000,
        );
      await onChanged();
    } catch (failure) {
      setError(actionFailure(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-5">
      <StaffHeader title={t.services.title} intro={t.services.intro}>
        <StaffLink to="services/nouveau" className="btn-primary">
          {t.services.add}
        </StaffLink>
      </StaffHeader>
      {error && (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <p className="text-sm text-ink/60">{t.services.count(services.length)}</p>
      {services.length === 0 ? (
        <EmptyPanel message={t.services.empty} />
      ) : (
        <StaffPanel className="overflow-hidden">
          <ul className="divide-y divide-black/5">
            {services.map((service) => (
              <li
                key={service.id}
                data-testid="service-row"
                className={`grid grid-cols-[4rem_minmax(0,1fr)] gap-x-3 gap-y-2 px-4 py-3 sm:grid-cols-[5rem_minmax(0,2fr)_minmax(0,1.4fr)_auto] sm:items-center sm:gap-4 ${service.is_active ? "" : "bg-stone-50"}`}
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
                    <Badge tone={service.is_active ? "green" : "amber"} testId="service-state">
                      {service.is_active ? t.active : t.inactive}
                    </Badge>
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
                <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-1 sm:justify-end">
                  <StaffLink
                    to={`services/${service.id}`}
                    aria-label={t.services.open(service.name)}
                    className="btn-ghost min-h-10 px-4 text-sm"
                  >
                    {t.edit}
                  </StaffLink>
                  <button
                    type="button"
                    className="btn-ghost min-h-10 px-4 text-sm"
                    disabled={busy !== null}
                    onClick={() => void toggle(service)}
                  >
                    {busy === service.id ? t.saving : service.is_active ? t.deactivate : t.reactivate}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </StaffPanel>
      )}
    </div>
  );
}
