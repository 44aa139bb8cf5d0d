import { type FormEvent, useEffect, useState } from "react";
import { createPack, setPackActive, updatePack } from "../../../api/staff-catalogue";
import { packInputSchema, type StaffPack } from "../../../contract/staff/catalogue";
import { frStaffCatalogue } from "../../../i18n/fr-staff-catalogue";
import { validateForm } from "../../../lib/form-errors";
import { formatXof } from "../../../lib/format";
import { toastStore } from "../../../stores/toasts";
import { Field } from "../../../ui/field";
import { Modal } from "../../../ui/modal";
import { SaveCancel } from "../../../ui/save-cancel";
import { FailureLine } from "../../../ui/staff-failure-line";
import { StaffHeader } from "../../../ui/staff-page";
import { refusalForForm, typedNumber } from "../../../ui/staff-refusal-fields";
import { usePageTitle } from "../../../ui/use-page-title";
import { useSettlingBusy } from "../../../ui/use-settling-busy";
import { CatalogueList, CatalogueRow, RowActions, StateBadge } from "./catalogue-list";
import { useActivation } from "./use-activation";

const t = frStaffCatalogue.packs;
const c = frStaffCatalogue;

type Props = { packs: StaffPack[]; onChanged: () => Promise<void> };

const sendActive = async (id: number, active: boolean) => (await setPackActive(id, active)).pack;

/** The packs of credits, on sale or withdrawn: created and changed in a dialog, withdrawn in one tap. */
export function PacksScreen({ packs, onChanged }: Props) {
  usePageTitle(t.title);
  // null: closed; "new": a new pack; else the pack being changed.
  const [editing, setEditing] = useState<StaffPack | "new" | null>(null);
  const { busy, error, toggle } = useActivation<StaffPack>(sendActive, t, onChanged);

  return (
    <div className="space-y-5">
      <StaffHeader title={t.title} intro={t.intro}>
        <button type="button" className="btn-primary" onClick={() => setEditing("new")}>
          {t.add}
        </button>
      </StaffHeader>
      <FailureLine message={error} />
      <CatalogueList rows={packs} empty={t.empty}>
        {(pack) => (
          <CatalogueRow
            key={pack.id}
            row={pack}
            testId="pack-row"
            className="grid gap-2 px-4 py-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_auto] sm:items-center sm:gap-4"
          >
            <p className="flex min-w-0 flex-wrap items-center gap-2">
              <span className="truncate font-semibold text-ink">{pack.name}</span>
              <StateBadge row={pack} />
            </p>
            <p className="text-sm text-ink/75">
              <span className="block font-semibold text-brand-dark">
                {t.credits(pack.credit_number)} · {formatXof(pack.real_price)}
              </span>
              <span className="block">{t.validity(pack.validity_days)}</span>
            </p>
            <RowActions
              row={pack}
              busy={busy}
              onToggle={toggle}
              className="flex flex-wrap gap-2 sm:justify-end"
            >
              <button
                type="button"
                aria-label={t.open(pack.name)}
                className="btn-ghost min-h-10 px-4 text-sm"
                onClick={() => setEditing(pack)}
              >
                {c.edit}
              </button>
            </RowActions>
          </CatalogueRow>
        )}
      </CatalogueList>
      <PackDialog
        pack={editing === "new" ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={async () => {
          setEditing(null);
          await onChanged();
        }}
      />
    </div>
  );
}

type Draft = { name: string; credit_number: string; real_price: string; validity_days: string };
const emptyDraft: Draft = { name: "", credit_number: "", real_price: "", validity_days: "180" };

function PackDialog({
  pack,
  open,
  onClose,
  onSaved,
}: {
  pack: StaffPack | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [error, setError] = useState<string | null>(null);
  const { busy, start, finish } = useSettlingBusy();
  useEffect(() => {
    if (!open) return;
    setDraft(
      pack
        ? {
            name: pack.name,
            credit_number: String(pack.credit_number),
            real_price: String(pack.real_price),
            validity_days: String(pack.validity_days),
          }
        : emptyDraft,
    );
    setErrors({});
    setError(null);
  }, [open, pack]);

  const set = (key: keyof Draft, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((all) => ({ ...all, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const checked = validateForm(packInputSchema, {
      name: draft.name,
      credit_number: typedNumber(draft.credit_number),
      real_price: typedNumber(draft.real_price),
      validity_days: typedNumber(draft.validity_days),
    });
    if (!checked.ok) return setErrors(checked.errors);
    start();
    try {
      if (pack) await updatePack(pack.id, checked.value);
      else await createPack(checked.value);
      toastStore.getState().show("success", pack ? t.saved : t.created, 4000);
      await onSaved();
    } catch (failure) {
      const refusal = refusalForForm(failure);
      setErrors(refusal.fields);
      setError(refusal.message);
    } finally {
      finish();
    }
  };

  const title = pack ? t.editTitle(pack.name) : t.newTitle;
  const number = (key: Exclude<keyof Draft, "name">, label: string, min: number) => (
    <Field
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      step={1}
      value={draft[key]}
      error={errors[key]}
      onChange={(e) => set(key, e.target.value)}
    />
  );
  return (
    <Modal open={open} onClose={busy ? () => undefined : onClose} title={title}>
      <form noValidate onSubmit={submit} className="space-y-4 p-6 pt-8" data-testid="pack-dialog">
        <p aria-hidden="true" className="pr-10 text-xl font-bold text-brand-dark">
          {title}
        </p>
        <Field
          label={t.name}
          value={draft.name}
          maxLength={100}
          error={errors.name}
          onChange={(e) => set("name", e.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          {number("credit_number", t.creditNumber, 1)}
          {number("real_price", t.realPrice, 0)}
          {number("validity_days", t.validityDays, 1)}
        </div>
        <FailureLine message={error} />
        <SaveCancel busy={busy} onCancel={onClose} labels={c} />
      </form>
    </Modal>
  );
}
