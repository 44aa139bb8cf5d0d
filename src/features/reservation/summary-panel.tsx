import { useState } from "react";
import { frPayment } from "../../i18n/fr-payment";
import { frPractitioners } from "../../i18n/fr-practitioners";
import { frReservation } from "../../i18n/fr-reservation";
import { formatCredits, formatXof } from "../../lib/format";
import { bookingPrice, MONEY_REFUND_VALIDITY_DAYS, moneyRefundCredits } from "../../lib/price";
import { longDay, slotTime } from "../../lib/slot-dates";
import { practitionersQuery } from "../../queries/catalogue";
import { useDocuments } from "../../queries/site-config";
import { useQuery } from "../../queries/use-query";
import { useReservationDraft } from "../../stores/reservation-draft";
import { toastStore } from "../../stores/toasts";
import { UnpaidHolds } from "./unpaid-holds";
import { useBook } from "./use-book";

type Props = {
  /** The checkboxes and the booking button: at the last step only. */
  withActions: boolean;
  buttonLabel: string;
  onBack?: () => void;
};

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-ink/70">{label}</dt>
      <dd className="text-right font-medium">{value}</dd>
    </div>
  );
}

/** The booking as chosen so far, and where it is booked. */
export function SummaryPanel({ withActions, buttonLabel, onBack }: Props) {
  const draft = useReservationDraft((s) => s);
  const documents = useDocuments();
  const [terms, setTerms] = useState(false);
  const [medical, setMedical] = useState(false);
  const [error, setError] = useState<"terms" | "medical" | null>(null);
  const { book, busy, unpaidLimit } = useBook();
  // « Avec » only for a service that has practitioners: the same read as the step's choice.
  const offered = useQuery(draft.serviceId === null ? null : practitionersQuery(draft.serviceId)).data;
  const { service, slot, date, time } = draft;
  const total =
    service && slot ? bookingPrice(service, slot.pct_discount, draft.person, draft.privateOption) : null;
  const empty = frReservation.empty;
  const inCredits = draft.method === "PAY02";

  const submit = () => {
    const problem = !terms ? "terms" : !medical ? "medical" : null;
    setError(problem);
    if (problem) {
      toastStore
        .getState()
        .show("error", problem === "terms" ? frReservation.needTerms : frReservation.needMedical);
      return;
    }
    void book();
  };
  const cgu = documents.find((d) => d.type === "CGU");
  const privacy = documents.find((d) => d.type === "PRIVACY");

  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5"
    >
      <h2 id="summary-title" className="text-lg font-semibold text-brand-dark">
        {frReservation.summary}
      </h2>
      <dl className="mt-3 divide-y divide-black/5 text-sm">
        <Row label={frReservation.service} value={service?.name ?? empty} />
        <Row
          label={frReservation.price}
          value={service ? `${formatXof(service.price)} · ${formatCredits(service.credit_price)}` : empty}
        />
        <Row
          label={frReservation.dateTime}
          value={date && time ? frReservation.at(longDay(date), slotTime(time)) : empty}
        />
        <Row label={frReservation.personCount} value={String(draft.person)} />
        {(draft.practitioner || !!offered?.length) && (
          <Row
            label={frPractitioners.with}
            value={draft.practitioner?.first_name ?? frPractitioners.noPreference}
          />
        )}
        <Row
          label={frReservation.privateOption}
          value={draft.privateOption ? frReservation.yes : frReservation.no}
        />
        {draft.methodName && <Row label={frReservation.paymentMethod} value={draft.methodName} />}
        {slot && slot.pct_discount > 0 && (
          <Row label={frPayment.discount} value={frReservation.discount(slot.pct_discount)} />
        )}
      </dl>
      <div className="mt-3 rounded-xl bg-brand/5 p-3">
        {/* The total in what is paid: credits with credits, XOF with any other method. */}
        <p className="flex items-baseline justify-between gap-2">
          <span className="font-semibold">
            {inCredits ? frReservation.totalCredits : frReservation.total}
          </span>
          <span className="text-xl font-bold text-brand">
            {total ? (inCredits ? formatCredits(total.credit_price) : formatXof(total.price)) : empty}
          </span>
        </p>
        {total && inCredits && <p className="text-right text-sm text-ink/70">{formatXof(total.price)}</p>}
      </div>
      {total && service && (draft.method === "PAY03" || draft.method === "PAY04") && (
        // Where the money goes before it goes: a cancelled mobile-money payment comes back as credits.
        <p data-testid="summary-refund" className="mt-3 text-sm text-brand-dark">
          {frPayment.refundMoney(
            formatCredits(moneyRefundCredits(service, draft.person, draft.privateOption, total)),
            MONEY_REFUND_VALIDITY_DAYS,
          )}
        </p>
      )}
      <p className="mt-3 flex gap-2 text-sm text-accent-dark">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="mt-0.5 size-4 shrink-0 fill-none stroke-current stroke-2"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
        {frReservation.arriveEarly}
      </p>
      {withActions && (
        <div className="mt-4 space-y-3 text-sm">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand"
              checked={terms}
              aria-invalid={error === "terms"}
              aria-describedby={error === "terms" ? "terms-error" : undefined}
              onChange={(e) => {
                setTerms(e.target.checked);
                if (error === "terms") setError(null);
              }}
            />
            <span>
              {frReservation.acceptTerms}
              {(cgu || privacy) && (
                <span className="mt-1 flex flex-wrap gap-x-3">
                  {cgu && (
                    <a
                      href={cgu.file_url}
                      target="_blank"
                      rel="noopener"
                      className="font-medium text-brand underline"
                    >
                      {frReservation.termsLink}
                    </a>
                  )}
                  {privacy && (
                    <a
                      href={privacy.file_url}
                      target="_blank"
                      rel="noopener"
                      className="font-medium text-brand underline"
                    >
                      {frReservation.privacyLink}
                    </a>
                  )}
                </span>
              )}
            </span>
          </label>
          {error === "terms" && (
            <p id="terms-error" className="text-red-700">
              {frReservation.needTerms}
            </p>
          )}
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand"
              checked={medical}
              aria-invalid={error === "medical"}
              aria-describedby={error === "medical" ? "medical-error" : undefined}
              onChange={(e) => {
                setMedical(e.target.checked);
                if (error === "medical") setError(null);
              }}
            />
            <span>{frReservation.medical}</span>
          </label>
          {error === "medical" && (
            <p id="medical-error" className="text-red-700">
              {frReservation.needMedical}
            </p>
          )}
          {unpaidLimit && <UnpaidHolds refusal={unpaidLimit} />}
          <div className="flex gap-3 pt-2">
            {onBack && (
              <button type="button" className="btn-ghost" onClick={onBack}>
                {frReservation.back}
              </button>
            )}
            <button
              type="button"
              className="btn-accent flex-1"
              onClick={submit}
              aria-disabled={busy || undefined}
            >
              {busy ? frReservation.booking : buttonLabel}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
