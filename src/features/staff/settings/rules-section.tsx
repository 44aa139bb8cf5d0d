import { type FormEvent, useId, useState } from "react";
import { saveRules } from "../../../api/staff-settings";
import type { RuleName, SiteSettings } from "../../../contract/staff/settings";
import { rulesRequestSchema } from "../../../contract/staff/settings-requests";
import { frStaffSettings } from "../../../i18n/fr-staff-settings";
import { describedControl, inputClass } from "../../../ui/field";
import { SettingsSection } from "./settings-section";
import { type Saved, useSectionSave } from "./use-section-save";

const t = frStaffSettings;

const ruleRows: { name: RuleName; label: string; help: string; unit: string }[] = [
  { name: "cancel_cutoff_hours", label: t.rules.cancel, help: t.rules.cancelHelp, unit: t.rules.unitHours },
  { name: "booking_lead_hours", label: t.rules.lead, help: t.rules.leadHelp, unit: t.rules.unitHours },
  {
    name: "max_unpaid_bookings",
    label: t.rules.unpaid,
    help: t.rules.unpaidHelp,
    unit: t.rules.unitBookings,
  },
  {
    name: "reception_daily_credits",
    label: t.rules.receptionCredits,
    help: t.rules.receptionCreditsHelp,
    unit: t.rules.unitCredits,
  },
  {
    name: "phone_messages_per_day",
    label: t.rules.phoneMessages,
    help: t.rules.phoneMessagesHelp,
    unit: t.rules.unitMessages,
  },
];

/** The delays and limits the app and the server apply to every booking, and the desk's credit cap. */
export function RulesSection({ settings, onSaved }: { settings: SiteSettings; onSaved: Saved }) {
  const [form, setForm] = useState<Record<RuleName, string>>({
    cancel_cutoff_hours: String(settings.rules.cancel_cutoff_hours),
    booking_lead_hours: String(settings.rules.booking_lead_hours),
    max_unpaid_bookings: String(settings.rules.max_unpaid_bookings),
    reception_daily_credits: String(settings.rules.reception_daily_credits),
    phone_messages_per_day: String(settings.rules.phone_messages_per_day),
  });
  const save = useSectionSave(t.rules.title, onSaved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty box is not a number: the contract's message says what is expected.
    const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
    const value = save.check(rulesRequestSchema, {
      cancel_cutoff_hours: number(form.cancel_cutoff_hours),
      booking_lead_hours: number(form.booking_lead_hours),
      max_unpaid_bookings: number(form.max_unpaid_bookings),
      reception_daily_credits: number(form.reception_daily_credits),
      phone_messages_per_day: number(form.phone_messages_per_day),
    });
    if (value) void save.run(() => saveRules(value));
  };
  return (
    <SettingsSection
      title={t.rules.title}
      intro={t.rules.intro}
      save={save}
      onSubmit={submit}
      testId="settings-rules"
    >
      <div className="grid gap-4 lg:grid-cols-3">
        {ruleRows.map((rule) => (
          <RuleField
            key={rule.name}
            {...rule}
            value={form[rule.name]}
            error={save.fields[rule.name]}
            onChange={(value) => {
              setForm({ ...form, [rule.name]: value });
              save.setFields((all) => ({ ...all, [rule.name]: undefined }));
            }}
          />
        ))}
      </div>
    </SettingsSection>
  );
}

function RuleField({
  label,
  help,
  unit,
  value,
  error,
  onChange,
}: {
  label: string;
  help: string;
  unit: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input
          {...describedControl(id, error)}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ""}`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className={`${inputClass} mt-0 max-w-32`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        <span className="text-sm text-ink/70">{unit}</span>
      </div>
      <p id={`${id}-help`} className="mt-1 text-xs text-ink/60">
        {help}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
