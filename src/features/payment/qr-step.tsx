import { fr } from "../../i18n/fr";
import { frPayment } from "../../i18n/fr-payment";
import { useMediaQuery } from "../../ui/use-media-query";
import { validityMinutes } from "./payment-rules";
import type { QrState } from "./use-payment-flow";
import type { PollOutcome } from "./use-qr-polling";

const t = frPayment;
/** Where the Orange Money and MaxIt apps can be: a touch screen, or a phone-sized one. */
const PHONE_QUERY = "(pointer: coarse), (max-width: 768px)";

type Props = {
  qr: QrState | null;
  total: string | null;
  outcome: Exclude<PollOutcome, "success"> | null;
  paused: boolean;
  failedText: string;
};

/** Step 2: the QR code, how to pay with it, the apps on a phone, and where the check stands. */
export function QrStep({ qr, total, outcome, paused, failedText }: Props) {
  const phone = useMediaQuery(PHONE_QUERY);
  if (!qr)
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-16 text-ink/70">
        <span className="size-5 animate-spin rounded-full border-2 border-brand/30 border-t-brand" />
        {fr.common.loading}
      </p>
    );
  // A resumed QR code is valid for the time it has left, not its full validity.
  const seconds = Math.min(qr.qr.validity, Math.max(0, (qr.deadline - Date.now()) / 1000));
  const apps = phone && !outcome && (
    <div className="grid gap-2 sm:grid-cols-2 sm:gap-3">
      <a href={qr.qr.deepLinks.OM} className="btn bg-[#ff7900] text-ink hover:brightness-95">
        {t.openOrangeMoney}
      </a>
      <a href={qr.qr.deepLinks.MAXIT} className="btn bg-ink text-white hover:bg-ink/90">
        {t.openMaxIt}
      </a>
    </div>
  );
  return (
    <div className="grid gap-4">
      {/* On a phone the QR code is on the paying phone itself: its apps come first. */}
      {apps && (
        <>
          <p className="text-sm text-ink/80">{t.onThisPhone}</p>
          {apps}
          <p className="border-t border-black/5 pt-4 text-sm text-ink/70">{t.fromAnotherPhone}</p>
        </>
      )}
      <div className="mx-auto rounded-2xl bg-white p-3 shadow-sm ring-1 ring-black/10">
        <img
          src={`data:image/png;base64,${qr.qr.qrCode}`}
          alt={t.qrAlt}
          width={200}
          height={200}
          className={`size-44 sm:size-52 ${outcome ? "opacity-30" : ""}`}
        />
      </div>
      {!outcome && <p className="text-center text-sm text-ink/70">{t.validity(validityMinutes(seconds))}</p>}
      <ol className="grid gap-2 text-sm">
        {t.steps.map((text, i) => (
          <li key={text} className="flex items-center gap-3">
            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-[#ff7900] text-xs font-bold text-ink">
              {i + 1}
            </span>
            {text}
          </li>
        ))}
      </ol>
      {total && (
        <p className="flex items-baseline justify-between rounded-2xl bg-sand/60 px-4 py-3">
          <span className="font-semibold text-brand-dark">{t.total}</span>
          <span className="text-lg font-bold text-brand-dark">{total}</span>
        </p>
      )}
      {outcome ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
          {outcome === "expired" ? t.expired : failedText}
        </p>
      ) : (
        <p role="status" className="flex items-center gap-3 text-sm text-ink/70">
          {!paused && (
            <span className="size-4 shrink-0 animate-spin rounded-full border-2 border-brand/30 border-t-brand" />
          )}
          {paused ? t.paused : t.waiting}
        </p>
      )}
    </div>
  );
}
