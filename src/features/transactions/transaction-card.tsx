import type { CreditRecord } from "../../contract/payments";
import { frConfirmation } from "../../i18n/fr-confirmation";
import { frTransactions } from "../../i18n/fr-transactions";
import { formatCredits, formatXof } from "../../lib/format";
import { dakarDate, dakarDateTime } from "../../lib/history-dates";
import { recordTitle } from "../../lib/transaction-filters";

const t = frTransactions;

const originStyle: Record<CreditRecord["origin"], string> = {
  purchase: "bg-brand/10 text-brand-dark",
  booking: "bg-white text-accent-dark ring-1 ring-accent/40",
  refund: "bg-sky-50 text-sky-900",
};

/** One credit record: where it comes from, when, and its credits (spent, or given and what is left). */
export function TransactionCard({ record }: { record: CreditRecord }) {
  const spent = record.origin === "booking";
  const when = dakarDateTime(record.date_add);
  const expiry = record.expiration_date ? dakarDate(record.expiration_date) : null;
  return (
    <article className="flex h-full w-full flex-col rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <span
            className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${originStyle[record.origin]}`}
          >
            {record.penalty ? t.penalties[record.penalty] : t.origins[record.origin]}
          </span>
          <h3 className="mt-2 text-lg leading-snug font-bold break-words text-brand-dark">
            {recordTitle(record, t.pack)}
          </h3>
          <p className="text-sm text-ink/70">{when ?? t.noDate}</p>
        </div>
        <p className={`shrink-0 text-xl font-bold ${spent ? "text-accent-dark" : "text-brand"}`}>
          {spent
            ? t.spent(formatCredits(record.original_credit_number))
            : t.credited(formatCredits(record.original_credit_number))}
        </p>
      </div>
      {!spent && (
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 border-t border-black/5 pt-4 text-sm">
          <dt className="text-ink/70">{t.used}</dt>
          <dd className="text-right">{formatCredits(record.used_credits)}</dd>
          <dt className="text-ink/70">{t.left}</dt>
          <dd className="text-right font-semibold">{formatCredits(record.left_credits)}</dd>
          {record.credit_real_price > 0 && (
            <>
              <dt className="text-ink/70">{frConfirmation.total}</dt>
              <dd className="text-right">{formatXof(record.credit_real_price)}</dd>
            </>
          )}
        </dl>
      )}
      {!spent && (
        <p
          className={`mt-auto pt-3 text-sm ${record.is_expired ? "font-medium text-red-800" : "text-ink/70"}`}
        >
          <span className="font-semibold">{record.is_expired ? t.statuses.expired : t.statuses.active}</span>
          {expiry && ` · ${record.is_expired ? t.expiredOn(expiry) : t.expires(expiry)}`}
        </p>
      )}
    </article>
  );
}
