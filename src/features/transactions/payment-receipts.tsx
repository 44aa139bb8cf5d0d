import type { MobilePayment } from "../../contract/payments";
import { frTransactions } from "../../i18n/fr-transactions";
import { formatXof } from "../../lib/format";
import { dakarDateTime } from "../../lib/history-dates";
import { EmptyPanel } from "../../ui/panels";

const t = frTransactions.payments;

const stateStyle: Record<MobilePayment["state"], string> = {
  paid: "bg-brand/10 text-brand-dark",
  refunded: "bg-sky-50 text-sky-900",
  refunded_credits: "bg-sky-50 text-sky-900",
};

/** One Wave or Orange Money payment, as a receipt the member can show at the desk. */
function ReceiptCard({ payment }: { payment: MobilePayment }) {
  const what = payment.purpose === "pack" ? t.pack : t.booking;
  return (
    <article
      className="flex h-full w-full flex-col rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5"
      data-testid="payment-receipt"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <span
            className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${stateStyle[payment.state]}`}
          >
            {t.states[payment.state]}
          </span>
          <h3 className="mt-2 text-lg leading-snug font-bold break-words text-brand-dark">
            {payment.label ? `${what} · ${payment.label}` : what}
          </h3>
          <p className="text-sm text-ink/70">{dakarDateTime(payment.paid_at) ?? frTransactions.noDate}</p>
        </div>
        <p className="shrink-0 text-xl font-bold text-brand-dark">{formatXof(payment.amount)}</p>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 border-t border-black/5 pt-4 text-sm">
        <dt className="text-ink/70">{t.method}</dt>
        <dd className="text-right font-semibold">{payment.method_name}</dd>
        <dt className="text-ink/70">{t.reference}</dt>
        <dd className="text-right font-mono break-all">{payment.reference}</dd>
        {payment.reference !== payment.id && (
          <>
            <dt className="text-ink/70">{t.paymentNumber}</dt>
            <dd className="text-right font-mono break-all">{payment.id}</dd>
          </>
        )}
      </dl>
    </article>
  );
}

/** The member's mobile-money receipts, below the credits: null when they could not be read. */
export function PaymentReceipts({ payments }: { payments: MobilePayment[] | null }) {
  return (
    <section className="mt-12" aria-labelledby="payment-receipts">
      <h2 id="payment-receipts" className="text-2xl font-bold text-brand-dark">
        {t.title}
      </h2>
      <p className="mt-1 text-ink/70">{t.intro}</p>
      <div className="mt-5">
        {payments === null ? (
          <p role="status" className="rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {t.loadFailed}
          </p>
        ) : payments.length === 0 ? (
          <EmptyPanel message={t.empty} />
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {payments.map((payment) => (
              <li key={payment.id} className="flex">
                <ReceiptCard payment={payment} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
