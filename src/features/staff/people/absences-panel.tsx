import { type FormEvent, useState } from "react";
import { addAbsence, removeAbsence } from "../../../api/staff-people";
import { absenceRequestSchema, type Practitioner } from "../../../contract/staff/people";
import { frStaffPeople } from "../../../i18n/fr-staff-people";
import { type FieldErrors, validateForm } from "../../../lib/form-errors";
import { toastStore } from "../../../stores/toasts";
import { Field } from "../../../ui/field";
import { FailureLine } from "../../../ui/staff-failure-line";
import { refusalForForm } from "../../../ui/staff-refusal-fields";
import { useSettlingBusy } from "../../../ui/use-settling-busy";
import { absenceText } from "./absence-text";

const t = frStaffPeople.absences;

type Draft = {
  from: string;
  to: string;
  wholeDays: boolean;
  fromTime: string;
  toTime: string;
  label: string;
};
const emptyDraft: Draft = {
  from: "",
  to: "",
  wholeDays: true,
  fromTime: "09:00",
  toTime: "13:00",
  label: "Congés",
};

const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
};

/**
 * The instants the server takes (the centre's clock is UTC): whole days from the first's midnight to
 * the midnight after the last; otherwise from the first day's hour to the last day's.
 */
function requestOf(d: Draft) {
  const to = d.to || d.from;
  return d.wholeDays
    ? { starts_at: `${d.from}T00:00:00.000Z`, ends_at: nextDay(to), label: d.label }
    : { starts_at: `${d.from}T${d.fromTime}:00.000Z`, ends_at: `${to}T${d.toTime}:00.000Z`, label: d.label };
}

/** A practitioner's absences to come, each removable, and a way to add one. */
export function AbsencesPanel({
  practitioner,
  onSaved,
}: {
  practitioner: Practitioner;
  onSaved: (p: Practitioner) => void;
}) {
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const { busy, start, finish } = useSettlingBusy();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors({});
  };

  const run = async (action: () => Promise<{ practitioner: Practitioner }>, done: string) => {
    start();
    setError(null);
    try {
      const answer = await action();
      toastStore.getState().show("success", done, 4000);
      onSaved(answer.practitioner);
      return true;
    } catch (failure) {
      const refusal = refusalForForm(failure);
      setErrors({ ...refusal.fields, to: refusal.fields.ends_at, from: refusal.fields.starts_at });
      setError(refusal.message);
      return false;
    } finally {
      finish();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!draft.from) return setErrors({ from: t.dateRequired });
    if (!draft.wholeDays && (!draft.fromTime || !draft.toTime)) return setErrors({ toTime: t.timeRequired });
    const checked = validateForm(absenceRequestSchema, requestOf(draft));
    if (!checked.ok) return setErrors({ to: checked.errors.ends_at, label: checked.errors.label });
    if (await run(() => addAbsence(practitioner.id, checked.value), t.added)) setDraft(emptyDraft);
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-ink/70">{t.hint}</p>
      {practitioner.absences.length === 0 ? (
        <p className="rounded-xl bg-stone-50 px-3 py-2 text-sm text-ink/65">{t.none}</p>
      ) : (
        <ul className="divide-y divide-black/5 rounded-xl ring-1 ring-black/10" data-testid="absences">
          {practitioner.absences.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span>{absenceText(a)}</span>
              <button
                type="button"
                className="btn-ghost min-h-9 shrink-0 px-3 text-sm"
                aria-label={t.remove(absenceText(a))}
                disabled={busy}
                onClick={() => void run(() => removeAbsence(practitioner.id, a.id), t.removed)}
              >
                {t.removeShort}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        onSubmit={submit}
        className="space-y-3 rounded-xl bg-sand/60 p-3"
        data-testid="absence-form"
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={t.from}
            type="date"
            value={draft.from}
            error={errors.from}
            onChange={(e) => set("from", e.target.value)}
          />
          <Field
            label={t.to}
            type="date"
            value={draft.to}
            min={draft.from}
            error={errors.to}
            onChange={(e) => set("to", e.target.value)}
          />
        </div>
        <label className="flex min-h-10 items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            className="size-5 accent-brand"
            checked={draft.wholeDays}
            onChange={(e) => set("wholeDays", e.target.checked)}
          />
          {t.wholeDays}
        </label>
        {!draft.wholeDays && (
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              label={t.fromTime}
              type="time"
              value={draft.fromTime}
              onChange={(e) => set("fromTime", e.target.value)}
            />
            <Field
              label={t.toTime}
              type="time"
              value={draft.toTime}
              error={errors.toTime}
              onChange={(e) => set("toTime", e.target.value)}
            />
          </div>
        )}
        <Field
          label={t.label}
          value={draft.label}
          maxLength={80}
          list="absence-labels"
          error={errors.label}
          onChange={(e) => set("label", e.target.value)}
        />
        <datalist id="absence-labels">
          {t.labels.map((l) => (
            <option key={l} value={l} />
          ))}
        </datalist>
        <FailureLine message={error} />
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
          {busy ? t.adding : t.add}
        </button>
      </form>
    </div>
  );
}
