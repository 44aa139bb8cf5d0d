import { type FormEvent, useEffect, useId, useState } from "react";
import { createPromo, updatePromo } from "../../../api/staff-promos";
import { promoInputSchema, type StaffPromo } from "../../../contract/staff/promos";
import { frStaffCatalogue } from "../../../i18n/fr-staff-catalogue";
import { frStaffPromos } from "../../../i18n/fr-staff-promos";
import { validateForm } from "../../../lib/form-errors";
import { toastStore } from "../../../stores/toasts";
import { Field, FieldFrame, inputClass } from "../../../ui/field";
import { Modal } from "../../../ui/modal";
import { SaveCancel } from "../../../ui/save-cancel";
import { FailureLine } from "../../../ui/staff-failure-line";
import { refusalForForm } from "../../../ui/staff-refusal-fields";
import { useSettlingBusy } from "../../../ui/use-settling-busy";
import { draftOf, emptyPromoDraft, inputOf, type PromoDraft } from "./promo-draft";

const t = frStaffPromos;
const c = frStaffCatalogue;

type Props = { promo: StaffPromo | null; open: boolean; onClose: () => void; onSaved: () => Promise<void> };

/** A promo code created or changed; its errors under each field, what was typed kept. */
export function PromoDialog({ promo, open, onClose, onSaved }: Props) {
  const [draft, setDraft] = useState<PromoDraft>(emptyPromoDraft);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [error, setError] = useState<string | null>(null);
  const { busy, start, finish } = useSettlingBusy();
  const kindId = useId();
  const scopeId = useId();
  useEffect(() => {
    if (!open) return;
    setDraft(promo ? draftOf(promo) : emptyPromoDraft);
    setErrors({});
    setError(null);
  }, [open, promo]);

  const set = <K extends keyof PromoDraft>(key: K, value: PromoDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((all) => ({ ...all, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const checked = validateForm(promoInputSchema, inputOf(draft));
    if (!checked.ok) return setErrors(checked.errors);
    start();
    try {
      if (promo) await updatePromo(promo.id, inputOf(draft));
      else await createPromo(inputOf(draft));
      toastStore.getState().show("success", promo ? t.saved : t.created, 4000);
      await onSaved();
    } catch (failure) {
      const refusal = refusalForForm(failure);
      setErrors(refusal.fields);
      setError(refusal.message);
    } finally {
      finish();
    }
  };

  const title = promo ? t.editTitle(promo.code) : t.newTitle;
  const text = (
    key: "valid_from" | "valid_to" | "per_client" | "total_uses",
    label: string,
    type: string,
  ) => (
    <Field
      label={label}
      type={type}
      inputMode={type === "number" ? "numeric" : undefined}
      min={type === "number" ? 1 : undefined}
      value={draft[key]}
      error={errors[key]}
      onChange={(e) => set(key, e.target.value)}
    />
  );
  return (
    <Modal open={open} onClose={busy ? () => undefined : onClose} title={title}>
      <form noValidate onSubmit={submit} className="space-y-4 p-6 pt-8" data-testid="promo-dialog">
        <p aria-hidden="true" className="pr-10 text-xl font-bold text-brand-dark">
          {title}
        </p>
        <Field
          label={t.code}
          value={draft.code}
          maxLength={40}
          autoCapitalize="characters"
          error={errors.code}
          onChange={(e) => set("code", e.target.value.toUpperCase())}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldFrame id={kindId} label={t.kind} error={errors.kind}>
            <select
              id={kindId}
              className={inputClass}
              value={draft.kind}
              onChange={(e) => set("kind", e.target.value === "amount" ? "amount" : "percent")}
            >
              <option value="percent">{t.kinds.percent}</option>
              <option value="amount">{t.kinds.amount}</option>
            </select>
          </FieldFrame>
          <Field
            label={t.value[draft.kind]}
            type="number"
            inputMode="numeric"
            min={1}
            value={draft.value}
            error={errors.value}
            onChange={(e) => set("value", e.target.value)}
          />
        </div>
        <FieldFrame id={scopeId} label={t.appliesTo} error={errors.applies_to}>
          <select
            id={scopeId}
            className={inputClass}
            value={draft.applies_to}
            onChange={(e) =>
              set(
                "applies_to",
                e.target.value === "pack" ? "pack" : e.target.value === "booking" ? "booking" : "both",
              )
            }
          >
            {(["both", "pack", "booking"] as const).map((s) => (
              <option key={s} value={s}>
                {t.scopes[s]}
              </option>
            ))}
          </select>
        </FieldFrame>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("valid_from", t.validFrom, "date")}
          {text("valid_to", t.validTo, "date")}
          {text("per_client", t.perClient, "number")}
          {text("total_uses", t.totalUses, "number")}
        </div>
        <label className="flex items-center gap-3 font-medium">
          <input
            type="checkbox"
            className="size-5"
            checked={draft.is_active}
            onChange={(e) => set("is_active", e.target.checked)}
          />
          {t.active}
        </label>
        <FailureLine message={error} />
        <SaveCancel busy={busy} onCancel={onClose} labels={c} />
      </form>
    </Modal>
  );
}
