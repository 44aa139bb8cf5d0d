import { useId } from "react";
import type { CreditPack } from "../../contract/payments";
import { frPacks } from "../../i18n/fr-packs";
import { frPromo } from "../../i18n/fr-promo";
import { formatCredits, formatNumber, formatXof } from "../../lib/format";

const t = frPacks;
/** A pack of 1000 credits or more is premium. */
export const PREMIUM_CREDITS = 1_000;

export const isPremium = (pack: CreditPack) => pack.credit_number >= PREMIUM_CREDITS;

/** One pack: what it gives, what it costs, and the button that buys it. */
export function PackCard({
  pack,
  onBuy,
  onGift,
}: {
  pack: CreditPack;
  onBuy: () => void;
  onGift: () => void;
}) {
  const premium = isPremium(pack);
  const nameId = useId();
  const perCredit = pack.credit_number > 0 ? Math.round(pack.real_price / pack.credit_number) : null;
  return (
    <article
      className={`relative flex w-full flex-col rounded-3xl p-6 shadow-sm ring-1 ${premium ? "bg-brand-dark text-white ring-brand-dark" : "bg-white ring-black/5"}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={nameId} className={`text-lg font-bold ${premium ? "text-white" : "text-brand-dark"}`}>
          {pack.name}
        </h2>
        {premium && (
          <span className="rounded-full bg-accent px-3 py-1 text-xs font-bold text-ink">{t.premium}</span>
        )}
      </div>
      <p className="mt-4 flex items-baseline gap-2">
        <span className={`text-4xl font-extrabold ${premium ? "text-white" : "text-brand"}`}>
          {formatNumber(pack.credit_number)}
        </span>
        <span className={premium ? "text-white/80" : "text-ink/70"}>
          {formatCredits(pack.credit_number).split("\u00a0").pop()}
        </span>
      </p>
      <p className="mt-2 text-2xl font-bold">{formatXof(pack.real_price)}</p>
      <ul className={`mt-3 mb-6 grid gap-1 text-sm ${premium ? "text-white/80" : "text-ink/70"}`}>
        {perCredit !== null && <li>{t.perCredit(formatXof(perCredit))}</li>}
        <li>{t.validity(pack.validity_days)}</li>
      </ul>
      <button
        type="button"
        onClick={onBuy}
        aria-describedby={nameId}
        className={`mt-auto w-full ${premium ? "btn bg-white text-brand-dark hover:bg-sand" : "btn-primary"}`}
      >
        {t.buy}
      </button>
      <button
        type="button"
        onClick={onGift}
        aria-describedby={nameId}
        className={`mt-2 inline-flex min-h-11 w-full items-center justify-center rounded-full text-sm font-semibold underline ${premium ? "text-white" : "text-brand-dark"}`}
      >
        {frPromo.gift}
      </button>
    </article>
  );
}
