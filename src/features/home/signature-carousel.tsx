import { type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import type { Service } from "../../contract/services";
import { fr } from "../../i18n/fr";
import { frHome } from "../../i18n/fr-home";
import { formatCredits } from "../../lib/format";
import { DecorativeImage } from "../../ui/decorative-image";
import { ReserveLink } from "../../ui/reserve-link";
import { MOBILE_QUERY, useMediaQuery } from "../../ui/use-media-query";

export const AUTOPLAY_MS = 7000;

/** One card per view up to MOBILE_QUERY's 768 px, then up to three. */
const wideSlideWidth: Record<number, string> = { 2: "min-[769px]:w-1/2", 3: "min-[769px]:w-1/3" };
/** What only a phone's screen shows: its extra positions, and the controls when all cards fit. */
const PHONE_ONLY = "min-[769px]:hidden";
export const SWIPE_THRESHOLD_PX = 50;

/** The Signature programmes, one card per view on phones and three on wider screens. */
export function SignatureCarousel({ services }: { services: Service[] }) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const widePerView = Math.min(3, services.length);
  const perView = mobile ? 1 : widePerView;
  const last = Math.max(0, services.length - perView);
  // The controls are laid out by CSS for both screens: a page drawn for a phone and taken over on a
  // wide screen keeps its buttons where they were (a tap while the app takes over lands on them).
  const phoneLast = Math.max(0, services.length - 1);
  const wideLast = services.length - widePerView;
  const [index, setIndex] = useState(0);
  // Paused by the visitor, else by the phone's setting (read once the screen is known).
  const [pausedByVisitor, setPaused] = useState<boolean | null>(null);
  const paused = pausedByVisitor ?? reducedMotion;
  const [hovered, setHovered] = useState(false);
  const swipeStart = useRef<number | null>(null);

  const go = useCallback((next: number) => setIndex(next < 0 ? last : next > last ? 0 : next), [last]);
  useEffect(() => setIndex((i) => Math.min(i, last)), [last]);
  useEffect(() => {
    if (paused || hovered || last === 0) return;
    const timer = setInterval(() => setIndex((i) => (i >= last ? 0 : i + 1)), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, hovered, last]);

  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX) go(index + (dx < 0 ? 1 : -1));
  };

  return (
    <section
      aria-roledescription="carrousel"
      aria-label={frHome.carousel}
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") go(index + 1);
        if (event.key === "ArrowLeft") go(index - 1);
      }}
    >
      <div
        className="touch-pan-y overflow-hidden"
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <ul
          className="flex transition-transform duration-500 ease-out"
          style={{ transform: `translateX(-${(index * 100) / perView}%)` }}
          aria-live={paused ? "polite" : "off"}
        >
          {services.map((service, i) => (
            <li
              key={service.id}
              // The width from CSS: a page drawn for a phone keeps its layout on a wide screen
              // while the app takes it over, instead of reflowing once the screen is read.
              className={`w-full shrink-0 px-2 ${wideSlideWidth[Math.min(3, services.length)] ?? ""}`}
              aria-roledescription="diapositive"
              aria-label={frHome.slide(i + 1, services.length)}
              aria-hidden={i < index || i >= index + perView}
              inert={i < index || i >= index + perView}
            >
              <ProgramCard service={service} />
            </li>
          ))}
        </ul>
      </div>
      {phoneLast > 0 && (
        <div className={`mt-5 flex items-center justify-center gap-3 ${wideLast > 0 ? "" : PHONE_ONLY}`}>
          <button
            type="button"
            className="carousel-btn"
            aria-label={frHome.previous}
            onClick={() => go(index - 1)}
          >
            ‹
          </button>
          <div className="flex gap-1">
            {Array.from({ length: phoneLast + 1 }, (_, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position.
                key={i}
                type="button"
                aria-label={frHome.goTo(i + 1)}
                aria-current={i === index}
                onClick={() => go(i)}
                className={`grid size-6 place-items-center ${i > wideLast ? PHONE_ONLY : ""}`}
              >
                <span
                  className={`block h-2 rounded-full transition-all ${i === index ? "w-6 bg-brand" : "w-2 bg-brand/30"}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            className="carousel-btn"
            aria-label={frHome.next}
            onClick={() => go(index + 1)}
          >
            ›
          </button>
          <button
            type="button"
            className="carousel-btn"
            aria-label={paused ? frHome.play : frHome.pause}
            aria-pressed={paused}
            onClick={() => setPaused(!paused)}
          >
            {paused ? "▶" : "❚❚"}
          </button>
        </div>
      )}
    </section>
  );
}

function ProgramCard({ service }: { service: Service }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-black/5">
      <div className="relative aspect-[16/10] bg-brand/10">
        <DecorativeImage
          src={service.imageUrl}
          width={800}
          height={600}
          loading="lazy"
          className="size-full object-cover"
        />
        <span className="absolute top-3 left-3 rounded-full bg-accent-dark px-2.5 py-1 text-xs font-semibold text-white">
          {fr.catalogue.custom}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-lg font-semibold text-brand-dark">{service.name}</h3>
        <p className="text-sm text-ink/70">{service.short_resume}</p>
        <ul className="mt-1 space-y-1 text-sm text-ink/80">
          <li>
            {service.can_have_private_option
              ? `✓ ${frHome.privateAvailable}`
              : `✕ ${frHome.privateUnavailable}`}
          </li>
          <li>• {frHome.maxPersons(service.nb_person_max_per_booking)}</li>
        </ul>
        <div className="mt-auto flex items-end justify-between gap-3 pt-4">
          <p>
            <span className="block text-xl font-bold text-brand">{formatCredits(service.credit_price)}</span>
            <span className="text-xs text-ink/70">{fr.common.taxesIncluded}</span>
          </p>
          <ReserveLink service={service} className="btn-primary">
            {frHome.reserveSlot}
          </ReserveLink>
        </div>
      </div>
    </article>
  );
}
