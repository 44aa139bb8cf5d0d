import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { brand, phoneHref } from "../../brand";
import { fr } from "../../i18n/fr";
import { frConfirmation } from "../../i18n/fr-confirmation";
import { frPayment } from "../../i18n/fr-payment";
import { readConfirmationDetails } from "../../stores/confirmation-details";
import { CalendarEntry } from "../../ui/calendar-button";
import { usePageTitle } from "../../ui/use-page-title";
import { calendarBooking } from "./calendar-booking";
import { confirmationRows } from "./confirmation-rows";
import { HomeCountdown } from "./home-countdown";
import { DetailsList, ResultCard } from "./result-card";

/** A confirmed booking's page goes home after 10 seconds. */
export const CONFIRMATION_SECONDS = 10;

type Props = { status?: "success" | "error"; message?: string };

/** `/confirmation`: the booking's outcome, its details as kept on the phone, then home. */
export function ConfirmationScreen({ status, message }: Props) {
  const failed = status === "error";
  const title = failed ? fr.pages.confirmationError : fr.pages.confirmation;
  usePageTitle(title);
  // Read once: the page shows the booking it was opened for, whatever is written later.
  const [details] = useState(() => readConfirmationDetails());
  // The default says a mail was sent: true of a confirmed booking only.
  const text = message || (failed ? frPayment.notFinalized : frConfirmation.defaultMessage);
  // A booking that failed has no session to add.
  const calendar = !failed && details ? calendarBooking(details) : null;

  return (
    <ResultCard tone={failed ? "error" : "success"} title={title}>
      <p className="mt-3 text-ink/80">{text}</p>
      {details && <DetailsList rows={confirmationRows(details)} />}
      {/* Beside the session it adds, apart from the buttons that leave the page. */}
      {calendar && <CalendarEntry item={calendar} />}
      {/* A failed booking leaves something to do (book again, call us): that page stays. */}
      {!failed && <HomeCountdown seconds={CONFIRMATION_SECONDS} />}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/" replace className="btn-primary">
          {fr.common.backHome}
        </Link>
        {!failed && (
          <Link to="/historique" className="btn-ghost">
            {frConfirmation.myBookings}
          </Link>
        )}
      </div>
      {failed && (
        <p className="mt-6 text-sm text-ink/75">
          {frConfirmation.needHelp}{" "}
          <Link to="/contactez-nous" className="font-semibold text-brand underline underline-offset-2">
            {fr.titles.contact}
          </Link>
          {brand.phone && (
            <>
              {" · "}
              <a href={phoneHref(brand.phone)} className="font-semibold whitespace-nowrap text-brand">
                {brand.phone}
              </a>
            </>
          )}
        </p>
      )}
    </ResultCard>
  );
}
