import { Link } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { createService, updateService } from "../../../api/staff-catalogue";
import { type StaffService, serviceInputSchema, staffingSchema } from "../../../contract/staff/catalogue";
import { frStaffCatalogue } from "../../../i18n/fr-staff-catalogue";
import { validateForm } from "../../../lib/form-errors";
import { toastStore } from "../../../stores/toasts";
import { describedControl, Field, FieldFrame, inputClass } from "../../../ui/field";
import { FailureLine } from "../../../ui/staff-failure-line";
import { StaffHeader, StaffPanel } from "../../../ui/staff-page";
import { refusalForForm } from "../../../ui/staff-refusal-fields";
import { usePageTitle } from "../../../ui/use-page-title";
import { useSettlingBusy } from "../../../ui/use-settling-busy";
import { type Draft, draftOf, emptyDraft, inputOf, type NumberKey } from "./service-draft";
import { ImageUpload } from "./service-image-upload";

const t = frStaffCatalogue.serviceForm;
const c = frStaffCatalogue;
const staffings = staffingSchema.options;

type Props = {
  /** Null: a new service. */
  service: StaffService | null;
  /** After a save: the service as the server kept it (a new one's page is opened). */
  onSaved: (service: StaffService, created: boolean) => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <StaffPanel className="p-4 sm:p-6">
      <h2 className="text-lg font-bold text-brand-dark">{title}</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </StaffPanel>
  );
}

/** A service created or changed as a whole, with its picture sent on its own once it exists. */
export function ServiceFormScreen({ service, onSaved }: Props) {
  const title = service ? t.editTitle(service.name) : t.newTitle;
  usePageTitle(title);
  const [draft, setDraft] = useState<Draft>(() => (service ? draftOf(service) : emptyDraft));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [error, setError] = useState<string | null>(null);
  const { busy, start, finish } = useSettlingBusy();
  const typeId = useId();
  const staffingId = useId();
  const descriptionId = useId();
  const shortId = useId();

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((all) => ({ ...all, [key]: undefined }));
  };
  const numberField = (key: NumberKey, label: string, min = 0, step = 1) => (
    <Field
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      step={step}
      value={draft[key]}
      error={errors[key]}
      onChange={(e) => set(key, e.target.value)}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const checked = validateForm(serviceInputSchema, inputOf(draft));
    if (!checked.ok) {
      setErrors(checked.errors);
      setError(c.fixFields);
      return;
    }
    start();
    try {
      const answer = service
        ? await updateService(service.id, checked.value)
        : await createService(checked.value);
      setErrors({});
      // What the server kept (its description cleaned of what is not allowed), not what was typed.
      setDraft(draftOf(answer.service));
      toastStore.getState().show("success", service ? t.saved : t.created, 4000);
      onSaved(answer.service, !service);
    } catch (failure) {
      // Everything typed stays; the server's messages go next to their fields.
      const refusal = refusalForForm(failure);
      setErrors(refusal.fields);
      setError(refusal.message ?? (Object.keys(refusal.fields).length ? c.fixFields : null));
    } finally {
      finish();
    }
  };

  return (
    <div className="space-y-5">
      <Link to="/admin/services" className="text-sm font-semibold text-brand hover:underline">
        ← {t.back}
      </Link>
      <StaffHeader title={title} />
      <form noValidate onSubmit={submit} className="space-y-5" data-testid="service-form">
        <Section title={t.general}>
          <Field
            label={t.name}
            value={draft.name}
            maxLength={100}
            error={errors.name}
            onChange={(e) => set("name", e.target.value)}
          />
          <FieldFrame id={typeId} label={t.type} error={errors.type}>
            <select
              {...describedControl(typeId, errors.type)}
              className={inputClass}
              value={draft.type}
              onChange={(e) => set("type", e.target.value === "custom" ? "custom" : "basic")}
            >
              <option value="basic">{t.types.basic}</option>
              <option value="custom">{t.types.custom}</option>
            </select>
          </FieldFrame>
        </Section>
        <Section title={t.prices}>
          {numberField("price", t.price)}
          {numberField("credit_price", t.creditPrice)}
        </Section>
        <Section title={t.session}>
          {numberField("duration", t.duration, 15, 5)}
          {numberField("slot_capacity", t.capacity, 1)}
          {numberField("nb_person_max_per_booking", t.maxPersons, 1)}
          <FieldFrame id={staffingId} label={t.staffing} error={errors.staffing}>
            <select
              {...describedControl(staffingId, errors.staffing)}
              className={inputClass}
              value={draft.staffing}
              onChange={(e) => {
                const chosen = staffings.find((s) => s === e.target.value);
                if (chosen) set("staffing", chosen);
              }}
            >
              {staffings.map((s) => (
                <option key={s} value={s}>
                  {t.staffings[s]}
                </option>
              ))}
            </select>
          </FieldFrame>
        </Section>
        <Section title={t.privateOption}>
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium sm:col-span-2">
            <input
              type="checkbox"
              className="size-5 accent-brand"
              checked={draft.can_have_private_option}
              onChange={(e) => set("can_have_private_option", e.target.checked)}
            />
            {t.canBePrivate}
          </label>
          {draft.can_have_private_option && (
            <>
              {numberField("private_option_price", t.privatePrice)}
              {numberField("private_option_credit_price", t.privateCreditPrice)}
            </>
          )}
        </Section>
        <StaffPanel className="space-y-4 p-4 sm:p-6">
          <h2 className="text-lg font-bold text-brand-dark">{t.texts}</h2>
          <FieldFrame id={shortId} label={t.shortDescription} error={errors.short_description}>
            <textarea
              {...describedControl(shortId, errors.short_description)}
              className={`${inputClass} min-h-16`}
              maxLength={300}
              value={draft.short_description}
              onChange={(e) => set("short_description", e.target.value)}
            />
          </FieldFrame>
          <Field
            label={t.shortResume}
            value={draft.short_resume}
            maxLength={200}
            error={errors.short_resume}
            onChange={(e) => set("short_resume", e.target.value)}
          />
          <FieldFrame id={descriptionId} label={t.description} error={errors.description}>
            <p id={`${descriptionId}-hint`} className="mt-1 text-xs text-ink/60">
              {t.descriptionHint}
            </p>
            <textarea
              {...describedControl(descriptionId, errors.description)}
              aria-describedby={[`${descriptionId}-hint`, errors.description ? `${descriptionId}-error` : ""]
                .join(" ")
                .trim()}
              className={`${inputClass} min-h-48 font-mono text-sm`}
              value={draft.description}
              spellCheck
              onChange={(e) => set("description", e.target.value)}
            />
          </FieldFrame>
        </StaffPanel>
        <FailureLine message={error} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to="/admin/services" className="btn-ghost">
            {c.cancel}
          </Link>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? c.saving : service ? c.save : t.create}
          </button>
        </div>
      </form>
      <StaffPanel className="p-4 sm:p-6">
        <h2 className="text-lg font-bold text-brand-dark">{t.image}</h2>
        {service ? (
          <ImageUpload service={service} onSaved={(s) => onSaved(s, false)} />
        ) : (
          <p className="mt-2 text-sm text-ink/70">{t.imageAfterCreate}</p>
        )}
      </StaffPanel>
    </div>
  );
}
