import { frTransactions } from "../../i18n/fr-transactions";
import type { CreditOrigin, CreditStatus, TransactionFilters } from "../../lib/transaction-filters";
import { inputClass } from "../../ui/field";

const t = frTransactions;
const origins: readonly CreditOrigin[] = ["purchase", "booking", "refund"];
const statuses: readonly CreditStatus[] = ["active", "expired"];

type Props = {
  idPrefix: string;
  value: TransactionFilters;
  onChange: (next: TransactionFilters) => void;
  error: string | null;
};

/** Type, status and an optional start and end day: on the desktop bar and in the phone's drawer. */
export function TransactionFilterFields({ idPrefix, value, onChange, error }: Props) {
  const errorId = `${idPrefix}-range-error`;
  const day = (key: "from" | "to", label: string) => (
    <div>
      <label htmlFor={`${idPrefix}-${key}`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`${idPrefix}-${key}`}
        type="date"
        className={inputClass}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
        value={value[key] ?? ""}
        onChange={(e) => onChange({ ...value, [key]: e.target.value || undefined })}
      />
    </div>
  );
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor={`${idPrefix}-origin`} className="text-sm font-medium">
            {t.origin}
          </label>
          <select
            id={`${idPrefix}-origin`}
            className={inputClass}
            value={value.origin ?? ""}
            onChange={(e) => onChange({ ...value, origin: origins.find((o) => o === e.target.value) })}
          >
            <option value="">{t.all}</option>
            {origins.map((o) => (
              <option key={o} value={o}>
                {t.origins[o]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${idPrefix}-status`} className="text-sm font-medium">
            {t.status}
          </label>
          <select
            id={`${idPrefix}-status`}
            className={inputClass}
            value={value.status ?? ""}
            onChange={(e) => onChange({ ...value, status: statuses.find((s) => s === e.target.value) })}
          >
            <option value="">{t.all}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t.statuses[s]}
              </option>
            ))}
          </select>
        </div>
        {day("from", t.from)}
        {day("to", t.to)}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
