import { type DeskPayment, type DeskSlot, deskPaymentLabels } from "../../../contract/staff/desk-booking";
import { frStaffDesk } from "../../../i18n/fr-staff-desk";
import type { FieldErrors } from "../../../lib/form-errors";
import { formatCredits, formatXof } from "../../../lib/format";
import type { BookingPrice } from "../../../lib/price";
import { Field } from "../../../ui/field";
import { creditsCover, type DeskForm } from "./desk-booking-form";
import { DeskSection, FieldError } from "./desk-section";

const t = frStaffDesk.payment;
const paidNow: DeskPayment[] = ["cash", "card", "orange_money", "wave", "credits"];

type Props = {
  form: DeskForm;
  errors: FieldErrors;
  price: BookingPrice | null;
  slot: DeskSlot | undefined;
  onChange: (change: Partial<DeskForm>) => void;
};

/** What the client pays, as they would in the app, then how: now at the desk, or at the session. */
export function PaymentSection({ form, errors, price, slot, onChange }: Props) {
  const creditsOk = creditsCover(form, price);
  const creditsNote =
    form.who === "new"
      ? t.newClientNoCredits
      : form.client
        ? creditsOk
          ? t.balance(formatCredits(form.client.total_credits))
          : t.notEnough(formatCredits(form.client.total_credits))
        : undefined;
  const option = (payment: DeskPayment, note?: string) => {
    const disabled = payment === "credits" && !creditsOk;
    const chosen = form.payment === payment;
    return (
      <label
        key={payment}
        className={`flex min-h-12 items-center gap-2 rounded-xl border px-3 py-2 text-sm font-semibold ${disabled ? "cursor-not-allowed border-black/10 bg-black/[0.03] text-ink/50" : "cursor-pointer"} ${chosen ? "border-brand bg-brand/5 text-brand-dark" : "border-black/15 bg-white"}`}
      >
        <input
          type="radio"
          name="desk-payment"
          value={payment}
          checked={chosen}
          disabled={disabled}
          onChange={() => onChange({ payment })}
          className="accent-brand"
        />
        <span>
          {deskPaymentLabels[payment]}
          {note && <span className="block text-xs font-normal text-ink/60">{note}</span>}
        </span>
      </label>
    );
  };
  return (
    <DeskSection step={3} title={t.heading} testId="desk-payment">
      <div className="rounded-xl bg-sand/60 px-4 py-3" data-testid="desk-price">
        <p className="text-xs font-semibold tracking-wide text-ink/60 uppercase">{frStaffDesk.price.total}</p>
        {price ? (
          <>
            <p className="text-2xl font-bold text-brand-dark tabular-nums">{formatXof(price.price)}</p>
            <p className="text-sm text-ink/70">{frStaffDesk.price.credits(price.credit_price)}</p>
            {slot && slot.pct_discount > 0 && (
              <p className="text-sm font-medium text-accent-dark">
                {frStaffDesk.price.discount(slot.pct_discount)}
              </p>
            )}
          </>
        ) : (
          <p className="mt-1 text-sm text-ink/70">{frStaffDesk.price.choose}</p>
        )}
        <FieldError message={errors.price ?? errors.credit_price} />
      </div>
      <fieldset>
        <legend className="text-sm font-medium">{t.now}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {paidNow.map((payment) => option(payment, payment === "credits" ? creditsNote : undefined))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium">{t.later}</legend>
        <div className="mt-2 grid">{option("at_venue", t.atVenue)}</div>
      </fieldset>
      <FieldError message={errors.payment} />
      {(form.payment === "orange_money" || form.payment === "wave") && (
        <div>
          <Field
            label={t.reference}
            autoComplete="off"
            maxLength={100}
            value={form.reference}
            error={errors.reference}
            onChange={(e) => onChange({ reference: e.target.value })}
          />
          <p className="mt-1 text-xs text-ink/60">{t.referenceHint}</p>
        </div>
      )}
    </DeskSection>
  );
}
