import type { MethodCode } from "../../contract/payments";
import { frPayment } from "../../i18n/fr-payment";
import type { PaymentRequest } from "../../stores/payment-request";
import { breakdown, totalText } from "./payment-rules";

/** What is paid, line by line, and the total in credits or XOF as the method asks. */
export function Breakdown({ request, code }: { request: PaymentRequest; code: MethodCode | undefined }) {
  return (
    <dl className="mt-4 divide-y divide-black/5 rounded-2xl bg-sand/60 px-4 text-sm">
      {breakdown(request, code).map((line) => (
        <div key={line.label} className="flex justify-between gap-4 py-2.5">
          <dt className="text-ink/70">{line.label}</dt>
          <dd className="text-right font-medium">{line.value}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 py-3">
        <dt className="font-semibold text-brand-dark">{frPayment.total}</dt>
        <dd className="text-right text-lg font-bold text-brand-dark">{totalText(request, code)}</dd>
      </div>
    </dl>
  );
}
