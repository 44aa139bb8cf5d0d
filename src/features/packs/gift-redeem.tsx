import { type FormEvent, useId, useState } from "react";
import { isApiError } from "../../api/errors";
import { redeemGiftCode } from "../../api/payments";
import { readRefusal } from "../../api/refusal";
import { frPromo } from "../../i18n/fr-promo";
import { creditsChanged } from "../../queries/changes";
import { CodeInput } from "../../ui/code-input";

const t = frPromo;

/** « J'ai un code cadeau »: the code typed, kept when refused, its credits added when accepted. */
export function GiftRedeem() {
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setDone(null);
    setBusy(true);
    try {
      const answer = await redeemGiftCode(code);
      setDone(answer.detail);
      setCode("");
      creditsChanged();
    } catch (failure) {
      const refusal = isApiError(failure) && failure.kind === "http" ? readRefusal(failure.data) : null;
      const said = refusal?.fields.code ?? refusal?.message;
      setError(
        said ?? (isApiError(failure) && failure.kind === "network" ? failure.message : t.redeemFailed),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-black/5">
      <h2 className="text-lg font-bold text-brand-dark">{t.redeemTitle}</h2>
      <p className="mt-1 text-sm text-ink/70">{t.redeemIntro}</p>
      <label htmlFor={id} className="mt-4 block text-sm font-medium">
        {t.redeemField}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <CodeInput
          id={id}
          value={code}
          error={error}
          placeholder="CADEAU-…"
          roomy
          onChange={(value) => {
            setCode(value);
            setError(null);
          }}
        />
        <button type="submit" className="btn-primary shrink-0" disabled={busy || !code.trim()}>
          {busy ? t.redeeming : t.redeem}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {done && (
        <p role="status" className="mt-2 rounded-xl bg-green-50 p-3 text-sm font-medium text-green-900">
          {done}
        </p>
      )}
    </form>
  );
}
