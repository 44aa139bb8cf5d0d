import { type FormEvent, useState } from "react";
import { saveHome } from "../../../api/staff-settings";
import type { SiteSettings } from "../../../contract/staff/settings";
import { homeRequestSchema } from "../../../contract/staff/settings-requests";
import { frStaffSettings } from "../../../i18n/fr-staff-settings";
import { Toggle } from "./settings-fields";
import { SettingsSection } from "./settings-section";
import { type Saved, useSectionSave } from "./use-section-save";

const t = frStaffSettings;

/** Which of the home page's sections are shown. */
export function HomeSection({ settings, onSaved }: { settings: SiteSettings; onSaved: Saved }) {
  const [form, setForm] = useState(settings.home);
  const save = useSectionSave(t.home.title, onSaved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = save.check(homeRequestSchema, form);
    if (value) void save.run(() => saveHome(value));
  };
  return (
    <SettingsSection
      title={t.home.title}
      intro={t.home.intro}
      save={save}
      onSubmit={submit}
      testId="settings-home"
    >
      <Toggle
        label={t.home.basic}
        checked={form.display_basic_service}
        onChange={(v) => setForm({ ...form, display_basic_service: v })}
      />
      <Toggle
        label={t.home.custom}
        checked={form.display_custom_service}
        onChange={(v) => setForm({ ...form, display_custom_service: v })}
      />
    </SettingsSection>
  );
}
