import { Link } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { createPractitioner, updatePractitioner } from "../../../api/staff-people";
import { type Practitioner, practitionerRequestSchema } from "../../../contract/staff/people";
import { frStaffPeople } from "../../../i18n/fr-staff-people";
import { frStaffSchedule } from "../../../i18n/fr-staff-schedule";
import { type FieldErrors, validateForm } from "../../../lib/form-errors";
import { toastStore } from "../../../stores/toasts";
import { describedControl, Field, FieldFrame, inputClass } from "../../../ui/field";
import { FailureLine } from "../../../ui/staff-failure-line";
import { StaffHeader, StaffPanel } from "../../../ui/staff-page";
import { refusalForForm } from "../../../ui/staff-refusal-fields";
import { usePageTitle } from "../../../ui/use-page-title";
import { useSettlingBusy } from "../../../ui/use-settling-busy";
import { AbsencesPanel } from "./absences-panel";
import { HoursEditor, type WeekDraft, weekDraftOf, weekOfDraft } from "./hours-editor";
import type { PractitionerFormData } from "./people-data";
import { PhotoUpload } from "./photo-upload";
import { ServiceChecklist } from "./service-checklist";

const t = frStaffPeople.form;

type Draft = {
  first_name: string;
  last_name: string;
  bio: string;
  photo: string;
  user_id: string;
  own: boolean;
  week: WeekDraft;
  is_active: boolean;
  services: number[];
};

const draftOf = (p: Practitioner | null, centre: WeekDraft): Draft => ({
  first_name: p?.first_name ?? "",
  last_name: p?.last_name ?? "",
  bio: p?.bio ?? "",
  photo: p?.photo ?? "",
  user_id: p?.user_id ? String(p.user_id) : "",
  own: Boolean(p?.week_hours),
  week: weekDraftOf(p?.week_hours ?? null, centre),
  is_active: p?.is_active ?? true,
  services: p?.services ?? [],
});

/** The first message about the hours, with the day it is about when it is about one. */
function hoursError(errors: FieldErrors): string | undefined {
  const key = Object.keys(errors).find((k) => k.startsWith("week_hours"));
  if (!key) return undefined;
  const day = Number(key.split(".")[1]);
  const name = Number.isInteger(day) ? frStaffSchedule.weekdays[day] : undefined;
  return name ? `${name} : ${errors[key]}` : errors[key];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <StaffPanel className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-bold text-brand-dark">{title}</h2>
      {children}
    </StaffPanel>
  );
}

/** A practitioner's page: who, the services they deliver, their hours and account; then photo and absences. */
export function PractitionerFormScreen({
  data,
  onSaved,
}: {
  data: PractitionerFormData;
  onSaved: (p: Practitioner, created: boolean) => void;
}) {
  const { practitioner, services, accounts, centre } = data;
  const title = practitioner ? `${practitioner.first_name} ${practitioner.last_name}`.trim() : t.newTitle;
  usePageTitle(title);
  const [draft, setDraft] = useState(() => draftOf(practitioner, centre));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const { busy, start, finish } = useSettlingBusy();
  const bioId = useId();
  const accountId = useId();
  const set = <K extends keyof Draft>(key: K, value: Draft[K], field: string = key) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((all) => Object.fromEntries(Object.entries(all).filter(([k]) => !k.startsWith(field))));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const checked = validateForm(practitionerRequestSchema, {
      first_name: draft.first_name,
      last_name: draft.last_name,
      bio: draft.bio,
      user_id: draft.user_id ? Number(draft.user_id) : null,
      week_hours: draft.own ? weekOfDraft(draft.week) : null,
      is_active: draft.is_active,
      services: draft.services,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return setError(t.fixFields);
    }
    start();
    try {
      const answer = practitioner
        ? await updatePractitioner(practitioner.id, checked.value)
        : await createPractitioner(checked.value);
      setErrors({});
      toastStore.getState().show("success", practitioner ? t.saved : t.created, 4000);
      onSaved(answer.practitioner, !practitioner);
    } catch (failure) {
      // Everything typed stays; the server's messages go next to their fields.
      const refusal = refusalForForm(failure);
      setErrors(refusal.fields);
      setError(refusal.message ?? (Object.keys(refusal.fields).length ? t.fixFields : null));
    } finally {
      finish();
    }
  };

  return (
    <div className="space-y-5">
      <Link to="/admin/praticiens" className="text-sm font-semibold text-brand hover:underline">
        ← {t.back}
      </Link>
      <StaffHeader title={title} />
      <div className="grid items-start gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <form noValidate onSubmit={submit} className="space-y-5" data-testid="practitioner-form">
          <Section title={t.identity}>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={t.firstName}
                value={draft.first_name}
                maxLength={100}
                error={errors.first_name}
                onChange={(e) => set("first_name", e.target.value)}
              />
              <Field
                label={t.lastName}
                value={draft.last_name}
                maxLength={100}
                error={errors.last_name}
                onChange={(e) => set("last_name", e.target.value)}
              />
            </div>
            <FieldFrame id={bioId} label={t.bio} error={errors.bio}>
              <p id={`${bioId}-hint`} className="mt-1 text-xs text-ink/60">
                {t.bioHint}
              </p>
              <textarea
                {...describedControl(bioId, errors.bio)}
                className={`${inputClass} min-h-24`}
                maxLength={600}
                value={draft.bio}
                onChange={(e) => set("bio", e.target.value)}
              />
            </FieldFrame>
          </Section>
          <Section title={t.services}>
            <ServiceChecklist
              legend={t.services}
              legendHidden
              hint={t.servicesHint}
              services={services}
              chosen={draft.services}
              error={errors.services}
              onChange={(chosen) => set("services", chosen)}
            />
          </Section>
          <Section title={t.hours}>
            <HoursEditor
              own={draft.own}
              week={draft.week}
              error={hoursError(errors)}
              onOwnChange={(own) => set("own", own, "week_hours")}
              onWeekChange={(week) => set("week", week, "week_hours")}
            />
          </Section>
          <Section title={t.accountAndState}>
            <FieldFrame id={accountId} label={t.account} error={errors.user_id}>
              <p className="mt-1 text-xs text-ink/60">{t.accountHint}</p>
              <select
                {...describedControl(accountId, errors.user_id)}
                className={inputClass}
                value={draft.user_id}
                onChange={(e) => set("user_id", e.target.value)}
              >
                <option value="">{t.noAccount}</option>
                {accounts.map((a) => (
                  <option key={a.id} value={String(a.id)}>
                    {`${a.first_name} ${a.last_name}`.trim() || a.email} ({a.email})
                  </option>
                ))}
              </select>
            </FieldFrame>
            <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
              <input
                type="checkbox"
                className="size-5 accent-brand"
                checked={draft.is_active}
                onChange={(e) => set("is_active", e.target.checked)}
              />
              {draft.is_active ? t.active : t.inactiveHint}
            </label>
          </Section>
          <FailureLine message={error} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link to="/admin/praticiens" className="btn-ghost">
              {t.cancel}
            </Link>
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? t.saving : practitioner ? t.save : t.create}
            </button>
          </div>
        </form>
        <div className="space-y-5">
          <Section title={t.photoTitle}>
            {practitioner ? (
              <PhotoUpload practitioner={practitioner} onSaved={(p) => onSaved(p, false)} />
            ) : (
              <p className="text-sm text-ink/70">{t.photoAfterCreate}</p>
            )}
          </Section>
          <Section title={frStaffPeople.absences.title}>
            {practitioner ? (
              <AbsencesPanel practitioner={practitioner} onSaved={(p) => onSaved(p, false)} />
            ) : (
              <p className="text-sm text-ink/70">{frStaffPeople.absences.afterCreate}</p>
            )}
          </Section>
        </div>
      </div>
    </div>
  );
}
