import { frPromo } from "../../i18n/fr-promo";
import { formatCredits } from "../../lib/format";
import { giftCodesQuery } from "../../queries/gifts";
import { useQuery } from "../../queries/use-query";

const t = frPromo;

/** The gift codes the member bought, to give: shown once there is one. */
export function GiftsBought() {
  const { data } = useQuery(giftCodesQuery());
  if (!data?.length) return null;
  return (
    <section className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-black/5">
      <h2 className="text-lg font-bold text-brand-dark">{t.boughtTitle}</h2>
      <ul className="mt-3 divide-y divide-black/5" data-testid="gifts-bought">
        {data.map((g) => (
          <li key={g.code} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
            <span>
              <span className="block font-mono text-base font-bold tracking-wide text-brand-dark select-all">
                {g.code}
              </span>
              <span className="block text-sm text-ink/70">
                {t.boughtLine(g.pack_name, formatCredits(g.credits))}
              </span>
            </span>
            <span
              className={`rounded-full px-3 py-1 text-xs font-semibold ${g.redeemed ? "bg-stone-100 text-ink/70" : "bg-green-50 text-green-900"}`}
            >
              {g.redeemed ? t.redeemed : t.notRedeemed}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
