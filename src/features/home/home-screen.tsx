import { Link } from "@tanstack/react-router";
import { type ComponentProps, type ComponentType, lazy, Suspense, useState } from "react";
import { brand } from "../../brand";
import { fr } from "../../i18n/fr";
import { frHome } from "../../i18n/fr-home";
import { displayName } from "../../lib/names";
import { useMemberName } from "../../queries/profile";
import { useHomeConfig } from "../../queries/site-config";
import { useIsAuthenticated } from "../../stores/session";
import { DecorativeImage } from "../../ui/decorative-image";
import { EmptyPanel, ErrorPanel } from "../../ui/panels";
import { ServiceCard } from "../../ui/service-card";
import type { ChoiceModal as Choice } from "./choice-modal";
import type { HomeData } from "./home-data";
import { PromoModal } from "./promo-modal";
import { SignatureCarousel } from "./signature-carousel";

// A member's own block: its code (and the local database) load only for a member, after the page.
const NextSession = lazy(() => import("./next-session"));
// Opened by a tap (or from the promo), never on the first screen: its code comes when asked for.
// Should it not come (offline before the app is kept), the button does nothing rather than break.
const ChoiceModal = lazy<ComponentType<ComponentProps<typeof Choice>>>(() =>
  import("./choice-modal").then(
    (m) => ({ default: m.ChoiceModal }),
    () => ({ default: () => null }),
  ),
);

/** The home page, from the data its route's loader brought; `onRetry` loads it again. */
export function HomeScreen({ data, onRetry }: { data: HomeData; onRetry: () => void }) {
  const { banner, promo, choice, basics, programs } = data;
  const { display_basic_service: showBasic, display_custom_service: showCustom } = useHomeConfig();
  const authenticated = useIsAuthenticated();
  // Offline, the name kept from the last visit greets the member.
  const profile = useMemberName();
  const [choiceOpen, setChoiceOpen] = useState(false);
  // Kept once opened, so closing it gives the focus back as the native dialog does.
  const [choiceAsked, setChoiceAsked] = useState(false);
  const openChoice = () => {
    setChoiceAsked(true);
    setChoiceOpen(true);
  };

  return (
    <>
      {authenticated && (
        <p className="bg-brand/10 px-4 py-2 text-center text-sm font-medium text-brand-dark">
          {frHome.welcome(displayName(profile?.first_name, profile?.last_name))}
        </p>
      )}
      {/* A member's next session comes first: on a phone it is what they open the app for. */}
      {authenticated && (
        <Suspense fallback={null}>
          <NextSession />
        </Suspense>
      )}
      <section className="relative isolate overflow-hidden bg-brand-dark text-white">
        {banner && (
          <DecorativeImage
            src={banner.header_image}
            width={1600}
            height={900}
            fetchPriority="high"
            className="absolute inset-0 -z-10 size-full object-cover opacity-70"
          />
        )}
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-dark/90 via-brand-dark/50 to-transparent" />
        <div className="container-page py-16 sm:py-24">
          <h1 className="max-w-2xl text-4xl leading-tight font-bold sm:text-5xl">
            {banner?.header_title ?? brand.tagline}
          </h1>
          {banner && <p className="mt-4 max-w-xl text-lg text-white/90">{banner.header_sub_title}</p>}
          <div className="mt-8 flex flex-wrap gap-3">
            {showBasic ? (
              <Link to="/services" className="btn-accent">
                {frHome.moreTrainings}
              </Link>
            ) : (
              <Link to="/reservation" className="btn-accent">
                {frHome.reserveNow}
              </Link>
            )}
            <button
              type="button"
              className="btn border border-white/60 text-white hover:bg-white/10"
              onClick={openChoice}
            >
              {frHome.chooseExperience}
            </button>
          </div>
        </div>
      </section>

      {showBasic && (
        <section className="container-page py-12" aria-labelledby="essentials">
          <h2 id="essentials" className="text-2xl font-bold text-brand-dark sm:text-3xl">
            {frHome.essentials}
          </h2>
          <p className="mt-2 text-ink/70">{frHome.essentialsIntro}</p>
          <div className="mt-6">
            {!basics.ok ? (
              <ErrorPanel message={fr.catalogue.loadError} onRetry={onRetry} />
            ) : basics.value.results.length === 0 ? (
              <EmptyPanel message={fr.catalogue.empty} />
            ) : (
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {basics.value.results.map((service, i) => (
                  <li key={service.id} className="flex">
                    {/* The first card's picture is in a phone's first screen: asked for with the page. */}
                    <ServiceCard service={service} eager={i === 0} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      )}

      {showCustom && (
        <section className="bg-white py-12" aria-labelledby="programs">
          <div className="container-page">
            <h2 id="programs" className="text-2xl font-bold text-brand-dark sm:text-3xl">
              {frHome.programs}
            </h2>
            <p className="mt-2 text-ink/70">{frHome.programsIntro}</p>
            <div className="mt-6">
              {!programs.ok ? (
                <ErrorPanel message={fr.catalogue.loadError} onRetry={onRetry} />
              ) : programs.value.results.length === 0 ? (
                <EmptyPanel message={frHome.noPrograms} />
              ) : (
                <SignatureCarousel services={programs.value.results} />
              )}
            </div>
          </div>
        </section>
      )}

      {banner && (
        <section className="container-page py-12">
          <div className="relative isolate overflow-hidden rounded-3xl bg-accent-dark text-white">
            <DecorativeImage
              src={banner.footer_image}
              width={1600}
              height={600}
              loading="lazy"
              className="absolute inset-0 -z-10 size-full object-cover opacity-60"
            />
            <div className="flex flex-col items-start gap-5 p-8 sm:p-12">
              <p className="max-w-xl text-2xl font-bold sm:text-3xl">{banner.footer_title}</p>
              <div className="flex flex-wrap gap-3">
                <Link to="/reservation" className="btn bg-white text-brand-dark hover:bg-sand">
                  {frHome.reserveNow}
                </Link>
                {/* The centre's own link (a page of the site or an https address), set in « Réglages ». */}
                {banner.link && (
                  <a href={banner.link} className="btn border border-white/70 text-white hover:bg-white/10">
                    {frHome.bannerMore}
                  </a>
                )}
              </div>
            </div>
          </div>
        </section>
      )}

      <PromoModal promo={promo} showBasic={showBasic} onChoose={openChoice} />
      {choiceAsked && (
        <Suspense fallback={null}>
          <ChoiceModal open={choiceOpen} onClose={() => setChoiceOpen(false)} config={choice} />
        </Suspense>
      )}
    </>
  );
}
