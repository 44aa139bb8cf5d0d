import { type FormEvent, useId, useState } from "react";
import { savePenalties } from "../../../api/staff-settings";
import {
  lateCancelKinds,
  noShowKinds,
  PENALTY_MAX_CREDITS,
  penaltiesRequestSchema,
} from "../../../contract/penalties";
import type { SiteSettings } from "../../../contract/staff/settings";
import { frStaffPenalties } from "../../../i18n/fr-staff-penalties";
import { describedControl, inputClass } from "../../../ui/field";
import { SettingsSection } from "./settings-section";
import { type Saved, useSectionSave } from "./use-section-save";

const t = frStaffPenalties;

type Policy = { kind: string; credits: string };

/** What a late cancel and a no-show cost: each a choice, and N credits when that is the choice. */
export function PenaltiesSection({ settings, onSaved }: { settings: SiteSettings; onSaved: Saved }) {
  const { late_cancel: late, no_show: noShow } = settings.penalties;
  const [form, setForm] = useState<{ late_cancel: Policy; no_show: Policy }>({
    late_cancel: { kind: late.kind, credits: late.credits ? String(late.credits) : "" },
    no_show: { kind: noShow.kind, credits: noShow.credits ? String(noShow.credits) : "" },
  });
  const save = useSectionSave(t.title, onSaved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // N counts only with « credits »; an empty box there is not a number, and the contract says so.
    const policy = (p: Policy) => ({
      kind: p.kind,
      credits: p.kind === "credits" ? (p.credits.trim() === "" ? Number.NaN : Number(p.credits)) : 0,
    });
    const value = save.check(penaltiesRequestSchema, {
      late_cancel: policy(form.late_cancel),
      no_show: policy(form.no_show),
    });
    if (value) void save.run(() => savePenalties(value));
  };
  const change = (name: "late_cancel" | "no_show", next: Partial<Policy>) => {
    setForm({ ...form, [name]: { ...form[name], ...next } });
    save.setFields((all) => ({ ...all, [`${name}.credits`]: undefined }));
  };
  return (
    <SettingsSection
      title={t.title}
      intro={t.intro}
      save={save}
      onSubmit={submit}
      testId="settings-penalties"
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <PolicyField
          legend={t.late.legend}
          help={t.late.help}
          options={lateCancelKinds.map((kind) => ({ kind, label: t.late[kind] }))}
          value={form.late_cancel}
          error={save.fields["late_cancel.credits"]}
          onChange={(next) => change("late_cancel", next)}
        />
        <PolicyField
          legend={t.noShow.legend}
          help={t.noShow.help}
          options={noShowKinds.map((kind) => ({ kind, label: t.noShow[kind] }))}
          value={form.no_show}
          error={save.fields["no_show.credits"]}
          onChange={(next) => change("no_show", next)}
        />
      </div>
    </SettingsSection>
  );
}

function PolicyField({
  legend,
  help,
  options,
  value,
  error,
  onChange,
}: {
  legend: string;
  help: string;
  options: { kind: string; label: string }[];
  value: Policy;
  error: string | undefined;
  onChange: (next: Partial<Policy>) => void;
}) {
  const id = useId();
  return (
    <fieldset className="min-w-0 rounded-2xl border border-black/10 p-4" aria-describedby={`${id}-help`}>
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <div className="grid gap-2">
        {options.map((option) => (
          <label key={option.kind} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={id}
              value={option.kind}
              checked={value.kind === option.kind}
              onChange={() => onChange({ kind: option.kind })}
            />
            {option.label}
          </label>
        ))}
      </div>
      {value.kind === "credits" && (
        <div className="mt-3">
          <label htmlFor={`${id}-credits`} className="text-sm font-medium">
            {t.credits}
          </label>
          <div className="mt-1 flex items-center gap-2">
            <input
              {...describedControl(`${id}-credits`, error)}
              type="number"
              inputMode="numeric"
              min={1}
              max={PENALTY_MAX_CREDITS}
              step={1}
              className={`${inputClass} mt-0 max-w-32`}
              value={value.credits}
              onChange={(e) => onChange({ credits: e.target.value })}
            />
            <span className="text-sm text-ink/70">{t.unit}</span>
          </div>
          {error && (
            <p id={`${id}-credits-error`} className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
      )}
      <p id={`${id}-help`} className="mt-3 text-xs text-ink/60">
        {help}
      </p>
    </fieldset>
  );
}
