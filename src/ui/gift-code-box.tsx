import { frPromo } from "../i18n/fr-promo";

const t = frPromo;

type Props = {
  /** The code to give; null while it is read, or when it could not be. */
  code: string | null;
  /** Its mail went out: said only then (a buyer known by phone only gets none). */
  mailed: boolean;
  /** Reading it failed: where to find it is said instead. */
  failed?: boolean;
};

/** A gift just paid: the code to give, where else it is kept, and whether it was mailed. */
export function GiftCodeBox({ code, mailed, failed = false }: Props) {
  const later = mailed ? t.giftCodeLaterMailed : t.giftCodeLater;
  return (
    <>
      <p className="mt-2 text-ink/80">
        {t.giftPaid} {mailed ? t.giftMailed : t.giftListed}
      </p>
      <p className="mt-4 rounded-xl bg-brand/5 p-3">
        <span className="block text-sm text-ink/70">{t.giftCodeLabel}</span>
        <span
          data-testid="gift-code"
          className={
            code
              ? "block font-mono text-2xl font-bold tracking-wide text-brand select-all"
              : "block text-ink/80"
          }
          aria-busy={!code && !failed}
        >
          {code ?? (failed ? later : t.giftCodeLoading)}
        </span>
      </p>
    </>
  );
}
