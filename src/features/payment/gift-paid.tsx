import { frPayment } from "../../i18n/fr-payment";
import { frPromo } from "../../i18n/fr-promo";
import { giftCodesQuery } from "../../queries/gifts";
import { useQuery } from "../../queries/use-query";

const t = frPromo;

/** A gift paid: the code to give, read from the server (the newest the member bought). */
export function GiftPaid({ onClose }: { onClose: () => void }) {
  const { data, error } = useQuery(giftCodesQuery());
  const code = data?.[0]?.code ?? null;
  return (
    <div className="p-5 pt-6 text-center sm:p-6" role="status">
      <span
        aria-hidden="true"
        className="mx-auto grid size-14 place-items-center rounded-full bg-green-100 text-2xl text-green-800"
      >
        🎁
      </span>
      <p className="mt-3 text-xl font-bold text-brand-dark">{t.giftPaidTitle}</p>
      <p className="mt-2 text-ink/80">{t.giftPaid}</p>
      <p className="mt-4 rounded-xl bg-brand/5 p-3">
        <span className="block text-sm text-ink/70">{t.giftCodeLabel}</span>
        <span
          data-testid="gift-code"
          className="block font-mono text-2xl font-bold tracking-wide text-brand select-all"
          aria-busy={!code && !error}
        >
          {code ?? (error ? t.giftCodeLater : t.giftCodeLoading)}
        </span>
      </p>
      <button type="button" className="btn-primary mt-5 w-full" onClick={onClose}>
        {frPayment.done}
      </button>
    </div>
  );
}
