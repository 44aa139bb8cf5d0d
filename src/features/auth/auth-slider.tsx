import { useEffect, useState } from "react";
import { fetchAuthSliders } from "../../api/configs";
import { brand } from "../../brand";
import type { AuthSlider as AuthSliderConfig } from "../../contract/configs";
import { frAuth } from "../../i18n/fr-auth";
import { CATALOGUE_STALE_MS } from "../../lib/cache-times";
import { read } from "../../queries/cache";
import { DecorativeImage } from "../../ui/decorative-image";

export const AUTH_SLIDE_MS = 5000;

/** The slider's configuration for the login and register routes' loaders; a failure shows no pictures. */
export const loadAuthSlider = () =>
  read({ key: "config:auth-slider", load: () => fetchAuthSliders(), staleMs: CATALOGUE_STALE_MS }).then(
    (list) => list[0] ?? null,
    () => null,
  );

/** The login and register slider: the configured pictures and texts, every 5 s, pausable. */
export function AuthSlider({ slider }: { slider: AuthSliderConfig | null }) {
  const slides = slider
    ? [
        { image: slider.image_1, text: slider.description_1 },
        { image: slider.image_2, text: slider.description_2 },
        { image: slider.image_3, text: brand.tagline },
      ]
    : [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || slides.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), AUTH_SLIDE_MS);
    return () => clearInterval(timer);
  }, [paused, slides.length]);

  return (
    <section
      aria-label={frAuth.slider}
      aria-roledescription="carrousel"
      className="relative isolate hidden overflow-hidden bg-brand-dark lg:block"
    >
      {slides.map((slide, i) => (
        <div
          key={slide.image}
          className={`absolute inset-0 transition-opacity duration-700 ${i === index ? "opacity-100" : "opacity-0"}`}
          aria-hidden={i !== index}
        >
          <DecorativeImage src={slide.image} width={900} height={1200} className="size-full object-cover" />
          <div className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/10 to-transparent" />
          <p className="absolute inset-x-10 bottom-20 text-3xl leading-tight font-bold text-white">
            {slide.text}
          </p>
        </div>
      ))}
      {slides.length > 1 && (
        <div className="absolute inset-x-10 bottom-8 flex items-center gap-2">
          {slides.map((slide, i) => (
            <span
              key={slide.image}
              className={`h-1.5 rounded-full ${i === index ? "w-8 bg-white" : "w-3 bg-white/50"}`}
            />
          ))}
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-pressed={paused}
            aria-label={paused ? frAuth.playSlider : frAuth.pauseSlider}
            className="ml-auto grid size-10 place-items-center rounded-full bg-white/20 text-white hover:bg-white/30"
          >
            {paused ? "▶" : "❚❚"}
          </button>
        </div>
      )}
    </section>
  );
}
