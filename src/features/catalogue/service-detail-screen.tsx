import { Link, useNavigate, useRouter } from "@tanstack/react-router";
import { type ReactNode, Suspense, useEffect, useState } from "react";
import { isApiError } from "../../api/errors";
import type { PublicPractitioner } from "../../contract/practitioners";
import type { Service } from "../../contract/services";
import { fr } from "../../i18n/fr";
import { frServiceDetail } from "../../i18n/fr-service-detail";
import { formatCredits, formatXof } from "../../lib/format";
import { bookingPrice } from "../../lib/price";
import { InvalidParamError } from "../../lib/search-params";
import { toastStore } from "../../stores/toasts";
import { DecorativeImage } from "../../ui/decorative-image";
import { ErrorPanel } from "../../ui/panels";
import { PractitionerChoice } from "../../ui/practitioner-choice";
import { ReserveLink } from "../../ui/reserve-link";
import { TypeBadge } from "../../ui/service-card";
import { usePageTitle } from "../../ui/use-page-title";
import type { ServiceDetailData } from "./catalogue-data";
import { RelatedServices } from "./related-services";
import { ServiceDescription } from "./service-description";

/** Long enough to read on the list it leads to. */
const INVALID_ID_TOAST_MS = 8_000;

/**
 * An id that is no service: 'ID service invalide' and on to the list. The message
 * goes along and is read on the list (a page that left after 2 s went before it could be read);
 * the panel and its link are what shows if the move is held up.
 */
function InvalidId() {
  usePageTitle(frServiceDetail.invalidId);
  const navigate = useNavigate();
  useEffect(() => {
    toastStore.getState().show("error", frServiceDetail.invalidId, INVALID_ID_TOAST_MS, true);
    void navigate({ to: "/services", replace: true });
  }, [navigate]);
  return (
    <section className="container-page py-16">
      <ErrorPanel message={frServiceDetail.invalidId}>
        <Link to="/services" replace className="btn-primary mt-4">
          {frServiceDetail.allServices}
        </Link>
      </ErrorPanel>
    </section>
  );
}

/** The detail route's error: an id that is no service, or a load that failed and can be retried. */
export function ServiceDetailError({ error }: { error: unknown }) {
  const router = useRouter();
  // The router wraps what the params parser threw.
  const invalid = error instanceof Error && error.cause instanceof InvalidParamError;
  if (invalid || (isApiError(error) && error.status === 404)) return <InvalidId />;
  return (
    <section className="container-page py-16">
      <ErrorPanel message={frServiceDetail.loadError} onRetry={() => void router.invalidate()} />
    </section>
  );
}

export function ServiceDetailScreen({ data }: { data: ServiceDetailData }) {
  return (
    <ServiceDetail service={data.service} cancelHours={data.cancelHours} practitioners={data.practitioners}>
      <Suspense fallback={null}>
        <RelatedServices related={data.related} />
      </Suspense>
    </ServiceDetail>
  );
}

type DetailProps = {
  service: Service;
  cancelHours: number;
  practitioners: PublicPractitioner[];
  children: ReactNode;
};

function ServiceDetail({ service, cancelHours, practitioners, children }: DetailProps) {
  const [privateWanted, setPrivateWanted] = useState(false);
  const [practitioner, setPractitioner] = useState<PublicPractitioner | null>(null);
  const shown = bookingPrice(service, 0, 1, privateWanted);
  return (
    <article className="pb-10">
      <div className="relative aspect-[16/9] max-h-[26rem] w-full overflow-hidden bg-brand/10 sm:aspect-[21/8]">
        <DecorativeImage src={service.imageUrl} width={800} height={600} className="size-full object-cover" />
        <div className="absolute inset-0 bg-gradient-to-t from-black/60 to-transparent" />
        <div className="container-page absolute inset-x-0 bottom-0 pb-6 text-white">
          <nav aria-label={frServiceDetail.breadcrumb} className="text-sm text-white/80">
            <Link to="/" className="hover:underline">
              {fr.nav.home}
            </Link>{" "}
            /{" "}
            <Link to="/services" className="hover:underline">
              {fr.catalogue.title}
            </Link>{" "}
            / <span aria-current="page">{service.name}</span>
          </nav>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold sm:text-4xl">{service.name}</h1>
            <TypeBadge type={service.type} />
          </div>
        </div>
      </div>
      <div className="container-page mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <dl className="grid grid-cols-3 gap-3 text-center">
            {[
              [frServiceDetail.duration, `${service.duration} ${fr.common.minutes}`],
              [frServiceDetail.maxPerBooking, frServiceDetail.persons(service.nb_person_max_per_booking)],
              [frServiceDetail.availability, frServiceDetail.everyDay],
            ].map(([label, value]) => (
              <div key={label} className="rounded-2xl bg-white p-3 ring-1 ring-black/5">
                <dt className="text-xs text-ink/70">{label}</dt>
                <dd className="mt-1 font-semibold text-brand-dark">{value}</dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby="about-service">
            <h2 id="about-service" className="mb-3 text-xl font-bold text-brand-dark">
              {frServiceDetail.about}
            </h2>
            <ServiceDescription html={service.description} />
          </section>
          <div className="grid gap-4 sm:grid-cols-2">
            <section className="rounded-2xl bg-white p-5 ring-1 ring-black/5">
              <h2 className="font-semibold text-brand-dark">{frServiceDetail.precautionsTitle}</h2>
              <p className="mt-2 text-sm text-ink/75">{frServiceDetail.precautionsText}</p>
            </section>
            <section className="rounded-2xl bg-white p-5 ring-1 ring-black/5">
              <h2 className="font-semibold text-brand-dark">{frServiceDetail.preparationTitle}</h2>
              <p className="mt-2 text-sm text-ink/75">{frServiceDetail.preparationText}</p>
            </section>
          </div>
          <p className="text-sm text-ink/75">
            {frServiceDetail.question}{" "}
            <Link to="/contactez-nous" className="font-semibold text-brand underline">
              {frServiceDetail.contactUs}
            </Link>
          </p>
        </div>
        <aside className="h-fit space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5 lg:sticky lg:top-24">
          {/* The price follows the box: one person, with the private option once it is ticked. */}
          <p aria-live="polite">
            <span className="block text-3xl font-bold text-brand">{formatCredits(shown.credit_price)}</span>
            <span className="text-ink/70">
              {formatXof(shown.price)} · {privateWanted && `${frServiceDetail.withPrivate} · `}
              {fr.common.taxesIncluded}
            </span>
          </p>
          {service.can_have_private_option && (
            <label className="flex items-center gap-2 rounded-xl bg-sand p-3 text-sm">
              <input
                type="checkbox"
                checked={privateWanted}
                onChange={(event) => setPrivateWanted(event.target.checked)}
                className="size-4 accent-[var(--color-brand)]"
              />
              {frServiceDetail.privateOption} (+{formatCredits(service.private_option_credit_price)})
            </label>
          )}
          <ul className="space-y-2 text-sm">
            <li>✓ {frServiceDetail.immediate}</li>
            <li>✓ {frServiceDetail.freeCancel(cancelHours)}</li>
            <li>
              {service.can_have_private_option
                ? `✓ ${frServiceDetail.privateAvailable} (+${formatXof(service.private_option_price)} / ${formatCredits(service.private_option_credit_price)})`
                : `✕ ${frServiceDetail.privateUnavailable}`}
            </li>
          </ul>
          {practitioners.length > 0 && (
            <PractitionerChoice
              practitioners={practitioners}
              value={practitioner?.id ?? null}
              onChange={setPractitioner}
              layout="one"
            />
          )}
          <ReserveLink
            service={service}
            privateOption={privateWanted}
            practitioner={practitioner && { id: practitioner.id, first_name: practitioner.first_name }}
            className="btn-primary w-full"
          >
            {frServiceDetail.reserveNow}
          </ReserveLink>
        </aside>
      </div>
      {children}
    </article>
  );
}
