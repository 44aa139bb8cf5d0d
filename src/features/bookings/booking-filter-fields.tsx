import { frBookings } from "../../i18n/fr-bookings";
import type { BookingFilters } from "../../lib/booking-filters";
import { type DatePreset, datePresets } from "../../lib/calendar-day";
import { defaultCustomRange } from "../../lib/day-range";
import { describedControl, inputClass } from "../../ui/field";

const t = frBookings;
const states = ["upcoming", "ongoing", "past", "cancelled"] as const;
const payments = ["pending", "paid", "failed", "unpaid"] as const;

type Props = {
  idPrefix: string;
  value: BookingFilters;
  onChange: (next: BookingFilters) => void;
  /** Why the custom range cannot apply, shown under it. */
  error: string | null;
  today: string;
};

const chip = (on: boolean) =>
  `min-h-11 rounded-full px-4 text-sm font-semibold ring-1 transition-colors ${
    on ? "bg-brand text-white ring-brand" : "bg-white text-ink/80 ring-black/10 hover:bg-brand/5"
  }`;

/** State, payment and date filters: the same fields on the desktop bar and in the phone's drawer. */
export function BookingFilterFields({ idPrefix, value, onChange, error, today }: Props) {
  const choosePeriod = (raw: string) => {
    const period = (datePresets as readonly string[]).includes(raw) ? (raw as DatePreset) : undefined;
    const range = period === "custom" ? { ...defaultCustomRange(today), ...clean(value) } : {};
    onChange({ ...value, period, from: undefined, to: undefined, ...range });
  };
  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="text-sm font-medium">{t.state}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {[undefined, ...states].map((state) => (
            <button
              key={state ?? "all"}
              type="button"
              aria-pressed={value.state === state}
              className={chip(value.state === state)}
              onClick={() => onChange({ ...value, state })}
            >
              {state ? t.states[state] : t.all}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor={`${idPrefix}-payment`} className="text-sm font-medium">
            {t.payment}
          </label>
          <select
            id={`${idPrefix}-payment`}
            className={inputClass}
            value={value.payment ?? ""}
            onChange={(e) => {
              const payment = payments.find((p) => p === e.target.value);
              onChange({ ...value, payment });
            }}
          >
            <option value="">{t.allPayments}</option>
            {payments.map((p) => (
              <option key={p} value={p}>
                {t.payments[p]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${idPrefix}-period`} className="text-sm font-medium">
            {t.date}
          </label>
          <select
            id={`${idPrefix}-period`}
            className={inputClass}
            value={value.period ?? ""}
            onChange={(e) => choosePeriod(e.target.value)}
          >
            <option value="">{t.allDates}</option>
            {datePresets.map((p) => (
              <option key={p} value={p}>
                {t.presets[p]}
              </option>
            ))}
          </select>
        </div>
        {value.period === "custom" && (
          <>
            <DayInput
              id={`${idPrefix}-from`}
              label={t.from}
              value={value.from}
              error={error}
              onChange={(from) => onChange({ ...value, from })}
            />
            <DayInput
              id={`${idPrefix}-to`}
              label={t.to}
              value={value.to}
              error={error}
              onChange={(to) => onChange({ ...value, to })}
            />
          </>
        )}
      </div>
      {value.period === "custom" && error && (
        <p id={`${idPrefix}-range-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The custom range already typed, kept when the period is picked again. */
const clean = (value: BookingFilters) =>
  Object.fromEntries(Object.entries({ from: value.from, to: value.to }).filter(([, v]) => v));

function DayInput(props: {
  id: string;
  label: string;
  value: string | undefined;
  error: string | null;
  onChange: (day: string | undefined) => void;
}) {
  const described = describedControl(props.id, props.error ?? undefined);
  return (
    <div>
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label}
      </label>
      <input
        {...described}
        aria-describedby={props.error ? `${props.id.replace(/-(from|to)$/, "")}-range-error` : undefined}
        type="date"
        className={inputClass}
        value={props.value ?? ""}
        onChange={(e) => props.onChange(e.target.value || undefined)}
      />
    </div>
  );
}
