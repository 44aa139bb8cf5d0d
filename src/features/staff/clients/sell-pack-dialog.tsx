import { type FormEvent, useEffect, useState } from "react";
import { actionFailure, sellPack } from "../../../api/staff";
import { type DeskMethod, referenceSchema } from "../../../contract/staff/common";
import { frStaff } from "../../../i18n/fr-staff";
import { validateForm } from "../../../lib/form-errors";
import { formatCredits, formatXof } from "../../../lib/format";
import { staffDeskPacksQuery } from "../../../queries/staff-clients";
import { useQuery } from "../../../queries/use-query";
import { toastStore } from "../../../stores/toasts";
import { DeskDialog, DeskMethodChoice } from "../../../ui/desk-dialog";
import { DeskReadFailure } from "../../../ui/desk-read-failure";
import { Field } from "../../../ui/field";
import { useAttemptKey } from "../../../ui/use-attempt-key";
import { useSettlingBusy } from "../../../ui/use-settling-busy";

const t = frStaff.sell;

type Props = { clientId: number; open: boolean; onClose: () => void; onChanged: () => void };

/** A pack sold at the desk: its credits go on the client's ledger, its price in the takings by method. */
export function SellPackDialog({ clientId, open, onClose, onChanged }: Props) {
  const [packId, setPackId] = useState<number | null>(null);
  const [method, setMethod] = useState<DeskMethod>("cash");
  const [reference, setReference] = useState("");
  const [refError, setRefError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const { busy, start, finish } = useSettlingBusy();
  const attemptKey = useAttemptKey();
  // Read each time the window opens, through the cache: what the desk sells now.
  const packsRead = useQuery(open ? staffDeskPacksQuery : null);
  const packs = packsRead.data ?? null;
  useEffect(() => {
    if (!open) return;
    setMethod("cash");
    setReference("");
    setRefError(undefined);
    setError(null);
  }, [open]);

  // The pack chosen stays chosen while it is still sold; else the first one.
  const pack = packs?.find((p) => p.credit_id === packId) ?? packs?.[0] ?? null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !pack) return;
    const checked = validateForm(referenceSchema, reference);
    if (!checked.ok) return setRefError(Object.values(checked.errors)[0]);
    start();
    setError(null);
    try {
      const request = { pack_id: pack.credit_id, method, reference: checked.value };
      const answer = await sellPack(clientId, request, attemptKey({ clientId, ...request }));
      toastStore.getState().show("success", t.done(formatCredits(answer.total_credits)), 4000);
      onChanged();
      onClose();
    } catch (failure) {
      setError(actionFailure(failure));
      // A lost answer may hide a sale made: the page shows what the server holds.
      onChanged();
    } finally {
      finish();
    }
  };

  return (
    <DeskDialog
      open={open}
      title={t.title}
      testId="sell-dialog"
      busy={busy}
      error={error}
      submitLabel={t.submit(pack ? formatXof(pack.real_price) : "")}
      submitDisabled={!pack}
      onClose={onClose}
      onSubmit={submit}
    >
      {packs === null && packsRead.error !== undefined && (
        <DeskReadFailure
          className="font-medium"
          message={`${t.packsFailed} ${actionFailure(packsRead.error)}`}
          retrying={packsRead.loading}
          onRetry={packsRead.retry}
        />
      )}
      {packs && packs.length === 0 && <p className="text-sm text-ink/70">{t.noPacks}</p>}
      {packs && packs.length > 0 && (
        <fieldset>
          <legend className="text-sm font-medium">{t.pack}</legend>
          <div className="mt-2 grid gap-2">
            {packs.map((p) => (
              <label
                key={p.credit_id}
                className={`flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 ${p.credit_id === pack?.credit_id ? "border-brand bg-brand/5" : "border-black/15"}`}
              >
                <input
                  type="radio"
                  name="desk-pack"
                  checked={p.credit_id === pack?.credit_id}
                  onChange={() => setPackId(p.credit_id)}
                  className="accent-brand"
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{p.name}</span>
                  <span className="block text-xs text-ink/60">
                    {t.packLine(formatCredits(p.credit_number), p.validity_days)}
                  </span>
                </span>
                <span className="font-bold text-brand-dark">{formatXof(p.real_price)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <DeskMethodChoice name="desk-pack-method" value={method} onChange={setMethod} />
      <Field
        label={frStaff.pay.reference}
        value={reference}
        maxLength={100}
        error={refError}
        onChange={(e) => {
          setReference(e.target.value);
          setRefError(undefined);
        }}
      />
    </DeskDialog>
  );
}
