import { type FormEvent, useId, useState } from "react";
import { isApiError } from "../../api/errors";
import { checkPromo } from "../../api/payments";
import { readRefusal } from "../../api/refusal";
import { frPromo } from "../../i18n/fr-promo";
import { formatXof } from "../../lib/format";
import { type PaymentRequest, paymentRequestStore } from "../../stores/payment-request";
import { CodeInput } from "../../ui/code-input";

const t = frPromo;

/**
 * « Code promo » and « Appliquer »: the server says what the code takes off this booking or pack
 * (or why not, in French); the figures shown are its own, and the payment prices it again.
 */
export function PromoField({ request, disabled }: { request: PaymentRequest; disabled: boolean }) {
  const id = useId();
  const [code, setCode] = useState(request.promo?.code ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const applied = request.promo ?? null;

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || disabled) return;
    setError(null);
    setBusy(true);
    try {
      const objectId = request.purpose === "booking" ? request.bookingId : request.pack.credit_id;
      const quote = await checkPromo({ code, purpose: request.purpose, object_id: objectId });
      paymentRequestStore.getState().setPromo(quote);
    } catch (failure) {
      const refusal = isApiError(failure) && failure.kind === "http" ? readRefusal(failure.data) : null;
      const said = refusal?.fields.promo_code ?? refusal?.fields.code ?? refusal?.message;
      setError(said ?? (isApiError(failure) && failure.kind === "network" ? failure.message : t.checkFailed));
    } finally {
      setBusy(false);
    }
  };

  if (applied)
    return (
      <p className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-green-50 p-3 text-sm text-green-900">
        <span role="status">{t.applied(applied.code, formatXof(applied.discount))}</span>
        <button
          type="button"
          className="min-h-11 font-semibold underline"
          disabled={disabled}
          onClick={() => paymentRequestStore.getState().setPromo(null)}
        >
          {t.remove}
        </button>
      </p>
    );
  return (
    <form onSubmit={apply} noValidate className="mt-4">
      <label htmlFor={id} className="text-sm font-medium">
        {t.field}
      </label>
      <div className="mt-1 flex gap-2">
        <CodeInput
          id={id}
          value={code}
          error={error}
          onChange={(value) => {
            setCode(value);
            setError(null);
          }}
        />
        <button type="submit" className="btn-ghost shrink-0 px-4" disabled={busy || disabled || !code.trim()}>
          {busy ? t.applying : t.apply}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
