import { useEffect, useRef, useState } from "react";
import type { ModalConfig } from "../../contract/configs";
import { frHome } from "../../i18n/fr-home";
import { armPromoTimer, mayRepeatPromo, nextPromoDelay, promoKeys } from "../../lib/promo-timer";
import { DecorativeImage } from "../../ui/decorative-image";
import { Modal } from "../../ui/modal";

const ACTIVITY_EVENTS = ["pointerdown", "keydown", "scroll", "touchstart"] as const;

type Props = { promo: ModalConfig | null; showBasic: boolean; onChoose: () => void };

/**
 * The promo modal: 1 s after the first visit, then again each time 60 s pass without activity,
 * only while the promo is active and basic services are shown.
 */
export function PromoModal({ promo, showBasic, onChoose }: Props) {
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  openRef.current = open;
  const active = promo?.is_active ?? false;

  useEffect(() => {
    if (!promo) return;
    let timer: ReturnType<typeof setTimeout>;
    let lastActivity = 0;
    const schedule = () => {
      clearTimeout(timer);
      const { delay, firstVisit } = nextPromoDelay(localStorage, Date.now());
      timer = setTimeout(() => {
        if (!openRef.current && (firstVisit ? active : mayRepeatPromo(active, showBasic))) setOpen(true);
        armPromoTimer(localStorage, Date.now());
        schedule();
      }, delay);
    };
    // Activity pushes the next showing 60 s away (at most once a second, to stay cheap).
    const onActivity = () => {
      const now = Date.now();
      if (openRef.current || now - lastActivity < 1000 || localStorage.getItem(promoKeys.visited) !== "true")
        return;
      lastActivity = now;
      armPromoTimer(localStorage, now);
      schedule();
    };
    schedule();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [promo, active, showBasic]);

  if (!promo) return null;
  const close = () => {
    setOpen(false);
    armPromoTimer(localStorage, Date.now());
  };
  return (
    <Modal open={open} onClose={close} title={promo.title}>
      <DecorativeImage
        src={promo.image}
        width={800}
        height={600}
        // A strip on phones: the offer, shown a second after the page, must not outweigh the page's
        // own title (it would become what the phone counts as the page's main content).
        className="h-16 w-full object-cover sm:aspect-[16/9] sm:h-auto"
      />
      <div className="space-y-3 p-6">
        <p className="text-xl font-bold text-brand-dark" aria-hidden="true">
          {promo.title}
        </p>
        <p className="text-ink/75">{promo.description}</p>
        <div className="flex flex-wrap gap-3 pt-2">
          <button
            type="button"
            className="btn-accent"
            onClick={() => {
              close();
              onChoose();
            }}
          >
            {frHome.promo.cta}
          </button>
          <button type="button" className="btn-ghost" onClick={close}>
            {frHome.promo.later}
          </button>
        </div>
      </div>
    </Modal>
  );
}
