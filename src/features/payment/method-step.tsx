import { useState } from "react";
import type { BookingMethod } from "../../contract/payments";
import { fr } from "../../i18n/fr";
import { frPayment } from "../../i18n/fr-payment";
import { frPromo } from "../../i18n/fr-promo";
import type { PaymentRequest } from "../../stores/payment-request";
import { ErrorPanel } from "../../ui/panels";
import { Breakdown } from "./breakdown";
import { MethodIcon } from "./method-icon";
import { creditsShort, methodNote, promoApplies, refundNote } from "./payment-rules";
import { PromoField } from "./promo-field";
import type { MethodsState } from "./use-payment-methods";

const t = frPayment;

type Props = {
  request: PaymentRequest;
  methods: MethodsState;
  onRetry: () => void;
  offered: BookingMethod[];
  method: BookingMethod | null;
  balance: number | null;
  onChoose: (id: number) => void;
  disabled: boolean;
};

/** Step 1: the methods offered as large radio cards, then what is paid with the one chosen. */
export function MethodStep({
  request,
  methods,
  onRetry,
  offered,
  method,
  balance,
  onChoose,
  disabled,
}: Props) {
  // Chosen at the wizard's step 3: shown as chosen, not asked again; « Changer » lists them all.
  const [showAll, setShowAll] = useState(!(request.purpose === "booking" && request.justBooked));
  if (methods.kind === "loading")
    return (
      <p role="status" className="flex items-center gap-3 py-8 text-ink/70">
        <span className="size-5 animate-spin rounded-full border-2 border-brand/30 border-t-brand" />
        {fr.common.loading}
      </p>
    );
  if (methods.kind === "error") return <ErrorPanel message={methods.message} onRetry={onRetry} />;
  if (offered.length === 0) return <p className="py-6 text-ink/70">{t.noMethod}</p>;
  const short = method?.code === "PAY02" && creditsShort(request, balance);
  const shown = showAll || !method ? offered : offered.filter((m) => m.id === method.id);
  return (
    <>
      <fieldset disabled={disabled}>
        <legend className="sr-only">{t.chooseMethod}</legend>
        <ul className="grid gap-3">
          {shown.map((m) => {
            const checked = m.id === method?.id;
            return (
              <li key={m.id}>
                <label
                  className={`flex min-h-16 cursor-pointer items-center gap-3 rounded-2xl border-2 bg-white p-3 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-dark ${checked ? "border-brand bg-brand/5" : "border-black/10 hover:border-brand/40"}`}
                >
                  <input
                    type="radio"
                    name="payment-method"
                    value={m.id}
                    checked={checked}
                    onChange={() => onChoose(m.id)}
                    className="sr-only"
                  />
                  <MethodIcon method={m} />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-brand-dark">{m.name}</span>
                    <span className="block text-sm text-ink/70">{m.description}</span>
                    <span className="mt-0.5 block text-sm font-semibold text-brand">
                      {methodNote(m, request)}
                    </span>
                  </span>
                  <span
                    aria-hidden="true"
                    className={`grid size-6 shrink-0 place-items-center rounded-full border-2 ${checked ? "border-brand bg-brand" : "border-black/20"}`}
                  >
                    {checked && <span className="size-2 rounded-full bg-white" />}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
        {shown.length < offered.length && (
          <button
            type="button"
            className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand underline"
            onClick={() => setShowAll(true)}
          >
            {t.changeMethod}
          </button>
        )}
      </fieldset>
      {short && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
          {t.insufficient}
        </p>
      )}
      {/* What is paid shows before a method is chosen too, in XOF until credits are. */}
      <Breakdown request={request} code={method?.code} />
      <PromoField request={request} disabled={disabled} />
      {request.promo && method && !promoApplies(request, method.code) && (
        <p className="mt-2 text-sm text-ink/75">{frPromo.moneyOnly}</p>
      )}
      {request.purpose === "booking" && method && refundNote(request, method.code) && (
        <p data-testid="refund-note" className="mt-3 rounded-xl bg-brand/5 p-3 text-sm text-brand-dark">
          {refundNote(request, method.code)}
        </p>
      )}
    </>
  );
}
