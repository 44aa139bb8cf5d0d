import { Link } from "@tanstack/react-router";
import { fetchBanners } from "../../api/configs";
import { fetchServices } from "../../api/services";
import { useApi } from "../../api/use-api";
import { fr } from "../../i18n/fr";
import { displayName } from "../../lib/names";
import { useProfile } from "../../stores/profile";
import { useIsAuthenticated } from "../../stores/session";
import { useSiteConfig } from "../../stores/site-config";
import { ServiceCard } from "../catalogue/service-card";
import { EmptyPanel, ErrorPanel, ServiceGridSkeleton } from "../catalogue/states";

const HOME_BASIC_COUNT = 6;

export function HomeScreen() {
  const banners = useApi(fetchBanners, []);
  const basics = useApi(() => fetchServices({ page: 1, pageSize: HOME_BASIC_COUNT, type: "basic" }), []);
  const showBasic = useSiteConfig((s) => s.home.display_basic_service);
  const authenticated = useIsAuthenticated();
  const profile = useProfile((s) => s.profile);
  const banner = banners.data?.[0];

  return (
    <>
      <section className="relative isolate overflow-hidden bg-brand-dark text-white">
        {banner && (
          <img
            src={banner.header_image}
            alt=""
            width={1600}
            height={900}
            className="absolute inset-0 -z-10 size-full object-cover opacity-70"
          />
        )}
        <div className="container-page py-16 sm:py-24">
          {authenticated && (
            <p className="mb-3 text-sm font-medium text-white/85">
              Bonjour {displayName(profile?.first_name, profile?.last_name)}
            </p>
          )}
          <h1 className="max-w-2xl text-4xl font-bold leading-tight sm:text-5xl">
            {banner?.header_title ?? fr.common.loading}
          </h1>
          {banner && <p className="mt-4 max-w-xl text-lg text-white/90">{banner.header_sub_title}</p>}
          <div className="mt-8 flex flex-wrap gap-3">
            {showBasic ? (
              <Link to="/services" className="btn-accent">
                Voir plus d'entraînements
              </Link>
            ) : (
              <Link to="/reservation" className="btn-accent">
                Réserver maintenant
              </Link>
            )}
          </div>
        </div>
      </section>
      {showBasic && (
        <section className="container-page py-12">
          <h2 className="text-2xl font-bold text-brand-dark sm:text-3xl">
            Explorer nos entraînements essentiels
          </h2>
          <div className="mt-6">
            {basics.status === "error" && !basics.data ? (
              <ErrorPanel message={fr.catalogue.loadError} onRetry={basics.reload} />
            ) : !basics.data ? (
              <ServiceGridSkeleton />
            ) : basics.data.results.length === 0 ? (
              <EmptyPanel message={fr.catalogue.empty} />
            ) : (
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {basics.data.results.map((service, i) => (
                  <li key={service.id} className="flex">
                    <ServiceCard service={service} eager={i < 1} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      )}
    </>
  );
}
