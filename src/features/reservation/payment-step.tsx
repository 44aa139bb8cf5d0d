import { useEffect } from "react";
import type { BookingMethod, MethodCode } from "../../contract/payments";
import { frPayment } from "../../i18n/fr-payment";
import { frReservation } from "../../i18n/fr-reservation";
import { formatCredits, formatXof } from "../../lib/format";
import { ErrorPanel } from "../../ui/panels";
import { StepActions } from "./step-actions";
import { useStepThree } from "./use-step-three";

type Props = {
  slotId: number;
  persons: number;
  serviceAllowsPrivate: boolean;
  privatePrice: { price: number; credit_price: number };
  privateOption: boolean;
  method: MethodCode;
  /** The chosen method's name as the summary shows it; filled in once the methods are read. */
  methodName: string;
  /** What the booking costs in credits, to say whether the balance covers it. */
  creditTotal: number | null;
  onMethod: (code: MethodCode, name: string) => void;
  onPrivate: (on: boolean) => void;
  onBack: () => void;
  /** Absent on wide screens: the summary beside the step carries the booking button. */
  onNext?: () => void;
};

/** Step 3: how to pay, and the private option when the service and the slot allow it. */
export function PaymentStep(props: Props) {
  const { methods, slot, retry } = useStepThree(props.slotId, props.persons);
  const privateAllowed =
    props.serviceAllowsPrivate && slot.status === "ready" && slot.value.can_have_private_option;
  const { privateOption, onPrivate, method, methodName, onMethod } = props;
  // The method kept by default (paying at the venue) is named in the summary too.
  useEffect(() => {
    if (methods.status !== "ready") return;
    const chosen = methods.value.find((m) => m.code === method);
    if (chosen && chosen.name !== methodName) onMethod(chosen.code, chosen.name);
  }, [methods, method, methodName, onMethod]);
  // A private option carried from the service page is dropped once the slot says no.
  useEffect(() => {
    if (slot.status === "ready" && !privateAllowed && privateOption) onPrivate(false);
  }, [slot.status, privateAllowed, privateOption, onPrivate]);

  const short = (m: BookingMethod) =>
    m.code === "PAY02" && props.creditTotal !== null && (m.user_total_credits ?? 0) < props.creditTotal;

  if (slot.status === "error") return <ErrorPanel message={slot.message} onRetry={retry} />;
  if (slot.status === "ready" && !slot.value.available)
    return (
      <div>
        <ErrorPanel message={slot.value.reason ?? frReservation.capacity} />
        <StepActions onBack={props.onBack} />
      </div>
    );
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-lg font-semibold text-brand-dark">{frReservation.paymentMethod}</legend>
        {methods.status === "error" ? (
          <div className="mt-3">
            <ErrorPanel message={methods.message} onRetry={retry} />
          </div>
        ) : (
          <div className="mt-3 grid gap-2 sm:grid-cols-2" aria-busy={methods.status === "loading"}>
            {methods.status === "loading"
              ? [0, 1, 2, 3].map((i) => (
                  <span key={i} className="h-20 animate-pulse rounded-2xl bg-black/5" />
                ))
              : methods.value.map((m) => (
                  <label
                    key={m.id}
                    className={`flex cursor-pointer items-center gap-3 rounded-2xl bg-white p-3 ring-1 transition-shadow has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-black/[0.03] has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-dark ${
                      m.code === props.method ? "ring-2 ring-brand" : "ring-black/10 hover:ring-brand/40"
                    }`}
                  >
                    <input
                      type="radio"
                      name="method"
                      className="sr-only"
                      checked={m.code === props.method}
                      disabled={short(m) && m.code !== props.method}
                      aria-describedby={m.code === "PAY02" ? "credits-balance" : undefined}
                      onChange={() => props.onMethod(m.code, m.name)}
                    />
                    <img
                      src={m.image}
                      alt=""
                      width={48}
                      height={48}
                      className="size-12 shrink-0 rounded-xl object-contain"
                    />
                    <span className="min-w-0">
                      <span className="block font-semibold">{m.name}</span>
                      <span className="block text-xs text-ink/70">{m.description}</span>
                      {m.code === "PAY02" && m.user_total_credits !== null && (
                        // The balance before choosing: a member with too few credits sees it here.
                        <span
                          id="credits-balance"
                          className={`mt-0.5 block text-xs font-semibold ${short(m) ? "text-red-800" : "text-brand"}`}
                        >
                          {frPayment.balance(formatCredits(m.user_total_credits))}
                          {short(m) && ` · ${frPayment.insufficient}`}
                        </span>
                      )}
                    </span>
                  </label>
                ))}
          </div>
        )}
      </fieldset>
      <div className="rounded-2xl bg-white p-4 ring-1 ring-black/5">
        <label className={`flex items-start gap-3 ${privateAllowed ? "cursor-pointer" : "opacity-60"}`}>
          <input
            type="checkbox"
            role="switch"
            aria-checked={props.privateOption && privateAllowed}
            className="mt-1 size-5 accent-brand"
            disabled={!privateAllowed}
            checked={props.privateOption && privateAllowed}
            onChange={(e) => onPrivate(e.target.checked)}
          />
          <span>
            <span className="block font-semibold">
              {props.serviceAllowsPrivate
                ? `${frReservation.privateOption} (+${formatXof(props.privatePrice.price)} · ${formatCredits(props.privatePrice.credit_price)})`
                : frReservation.privateOption}
            </span>
            <span className="block text-sm text-ink/70">
              {privateAllowed || slot.status === "loading"
                ? frReservation.privateHint
                : frReservation.privateUnavailable}
            </span>
          </span>
        </label>
      </div>
      <StepActions onBack={props.onBack} onNext={props.onNext} />
    </div>
  );
}
