import type { CreditPack } from "../../contract/payments";
import { fr } from "../../i18n/fr";
import { frPacks } from "../../i18n/fr-packs";
import { dakarDateTime } from "../../lib/history-dates";
import { canRefresh, isAuthenticated, useSession } from "../../stores/session";
import { EmptyPanel, ErrorPanel } from "../../ui/panels";
import { SavedCopyNote } from "../../ui/saved-copy-note";
import { GiftRedeem } from "./gift-redeem";
import { GiftsBought } from "./gifts-bought";
import { PackCard } from "./pack-card";
import { usePackPurchase } from "./use-pack-purchase";

const t = frPacks;

type Props = {
  /** The packs, or the load's failure with a way to retry. */
  result: { packs: CreditPack[] } | { onRetry: () => void };
  /** Asks the list again ('Actualiser'). */
  onRefresh: () => void;
  loading?: boolean;
  /** When the packs come from the phone's copy, the server being out of reach: since when. */
  savedCopyAt?: number;
};

/** 'Achetez vos crédits': the packs, and the monthly subscriptions to come. */
export function PacksScreen({ result, onRefresh, loading = false, savedCopyAt }: Props) {
  const buy = usePackPurchase();
  const member = useSession((s) => isAuthenticated(s.tokens) || canRefresh(s.tokens));
  return (
    <section className="container-page py-10">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold text-brand-dark sm:text-4xl">{fr.pages.packs}</h1>
        <p className="mt-2 text-ink/70">{t.intro}</p>
        {savedCopyAt !== undefined && (
          <SavedCopyNote
            fromCopy
            copyText={t.savedCopy}
            updated={t.lastUpdate(dakarDateTime(new Date(savedCopyAt)) ?? "")}
          />
        )}
      </header>
      <div className="mt-8" aria-live="polite" aria-busy={loading}>
        {"onRetry" in result ? (
          <ErrorPanel message={t.failed} onRetry={result.onRetry} />
        ) : result.packs.length === 0 ? (
          <EmptyPanel message={t.empty}>
            <button type="button" className="btn-ghost mt-4" onClick={onRefresh} disabled={loading}>
              {t.refresh}
            </button>
          </EmptyPanel>
        ) : (
          <ul className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-4 ${loading ? "opacity-60" : ""}`}>
            {result.packs.map((pack) => (
              <li key={pack.credit_id} className="flex">
                <PackCard pack={pack} onBuy={() => void buy(pack)} onGift={() => void buy(pack, true)} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {member && (
        <div className="mt-10 grid gap-5 lg:grid-cols-2">
          <GiftRedeem />
          <GiftsBought />
        </div>
      )}
      <aside className="relative isolate mt-12 overflow-hidden rounded-3xl bg-accent-dark p-8 text-white sm:p-10">
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-16 -z-10 size-56 rounded-full bg-black/10"
        />
        {/* White in full, and a circle that darkens: the text keeps 4.5:1 everywhere on the accent. */}
        <h2 className="max-w-xl text-2xl font-bold sm:text-3xl">{t.subscriptions}</h2>
        <p className="mt-2 max-w-xl">{t.subscriptionsText}</p>
        <button type="button" disabled className="btn mt-6 bg-white text-brand-dark">
          {t.soon}
        </button>
      </aside>
    </section>
  );
}
