import { Link, useLocation } from "@tanstack/react-router";
import type { PaymentStatusResponse } from "../../contract/payments";
import { fr } from "../../i18n/fr";
import { frCallback } from "../../i18n/fr-callback";
import { frConfirmation } from "../../i18n/fr-confirmation";
import { formatXof } from "../../lib/format";
import { CalendarEntry } from "../../ui/calendar-button";
import { GiftCodeBox } from "../../ui/gift-code-box";
import { usePageTitle } from "../../ui/use-page-title";
import { paidSession } from "./calendar-booking";
import { confirmationRows } from "./confirmation-rows";
import { HomeCountdown } from "./home-countdown";
import { DetailsList, ResultCard } from "./result-card";
import { RetryPaymentLink } from "./retry-payment-link";
import { type Outcome, usePaymentOutcome } from "./use-payment-outcome";

/** The success page goes home after 8 seconds; the cancel page, with a payment to retry, stays. */
export const CALLBACK_SECONDS = 8;

type Props = { payment?: string; purpose?: "booking" | "pack" };

const t = frCallback;

function paymentRows(answer: PaymentStatusResponse, paid: boolean) {
  const rows: Array<readonly [string, string]> = [];
  if (paid) rows.push([t.status, t.confirmed]);
  if (answer.method_name) rows.push([t.method, answer.method_name]);
  if (answer.amount !== undefined) rows.push([t.amount, formatXof(answer.amount)]);
  return rows;
}

function titleOf(outcome: Outcome) {
  if (outcome.kind === "paid") return t.success;
  if (outcome.kind === "failed") return t.cancelled;
  if (outcome.kind === "checking") return t.checking;
  return t.unknownTitle;
}

/**
 * `/callbacksuccessurl` and `/callbackcancelurl`: where the wallet's checkout returns. Both pages
 * show what the server says of the payment, whichever of them the wallet chose.
 */
export function PaymentCallbackScreen({ payment, purpose }: Props) {
  const { outcome, retry } = usePaymentOutcome(payment, purpose);
  const title = titleOf(outcome);
  usePageTitle(title);
  const { href } = useLocation();
  const home = (main = false) => (
    <Link to="/" replace className={main ? "btn-primary" : "btn-ghost"}>
      {fr.common.backHome}
    </Link>
  );

  switch (outcome.kind) {
    case "checking":
      return (
        <ResultCard tone="pending" title={title}>
          <p role="status" className="mt-3 text-ink/80">
            {t.checkingText}
          </p>
        </ResultCard>
      );
    case "paid": {
      const forPack = (outcome.answer.purpose ?? outcome.finished?.purpose ?? purpose) === "pack";
      // A gift adds no credits: its code, to give, is what the buyer came back for.
      const { gift } = outcome.answer;
      const details = outcome.finished?.details;
      // A pack adds no session; a booking's is offered for the calendar once the server confirmed it.
      const session = forPack ? null : paidSession(details, outcome.answer.booking);
      return (
        <ResultCard tone="success" title={title}>
          {gift ? (
            <GiftCodeBox code={gift.code} mailed={gift.mailed} />
          ) : (
            <p className="mt-3 text-ink/80">{forPack ? t.packPaid : t.bookingPaid}</p>
          )}
          <DetailsList
            rows={[
              ...paymentRows(outcome.answer, true),
              ...(details ? confirmationRows(details, ["id", "serviceName", "dateTime"]) : []),
            ]}
          />
          {session && <CalendarEntry item={session} />}
          {/* A gift's code is there to be copied or shared: no countdown takes it away. */}
          {!gift && <HomeCountdown seconds={CALLBACK_SECONDS} />}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Link to="/" replace className="btn-primary">
              {fr.common.backHome}
            </Link>
            {!forPack && (
              <Link to="/historique" className="btn-ghost">
                {frConfirmation.myBookings}
              </Link>
            )}
          </div>
        </ResultCard>
      );
    }
    case "failed":
      return (
        <ResultCard tone="error" title={title}>
          <p className="mt-3 font-medium text-ink/80">{t.nothingDebited}</p>
          <DetailsList rows={paymentRows(outcome.answer, false)} />
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <RetryPaymentLink
              purpose={outcome.answer.purpose ?? purpose ?? "booking"}
              className="btn-primary"
            />
            {home()}
          </div>
        </ResultCard>
      );
    case "still-pending":
      return (
        <ResultCard tone="neutral" title={title}>
          <p className="mt-3 text-ink/80">{t.stillPending}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <button type="button" className="btn-primary" onClick={retry}>
              {t.checkAgain}
            </button>
            {home()}
          </div>
        </ResultCard>
      );
    case "login":
      return (
        <ResultCard tone="neutral" title={title}>
          <p className="mt-3 text-ink/80">{t.loginNeeded}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Link to="/auth/login" search={{ redirect: href }} className="btn-primary">
              {t.login}
            </Link>
            {home()}
          </div>
        </ResultCard>
      );
    case "problem":
      return (
        <ResultCard tone="error" title={title}>
          <p role="alert" className="mt-3 text-ink/80">
            {outcome.message}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
            {outcome.canRetry && (
              <button type="button" className="btn-primary" onClick={retry}>
                {fr.common.retry}
              </button>
            )}
            {home(!outcome.canRetry)}
          </div>
        </ResultCard>
      );
  }
}
