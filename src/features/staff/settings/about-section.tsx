import { type FormEvent, useState } from "react";
import { saveAbout } from "../../../api/staff-settings";
import type { SiteSettings } from "../../../contract/staff/settings";
import { ABOUT_MAX, aboutRequestSchema } from "../../../contract/staff/settings-requests";
import { frStaffSettings } from "../../../i18n/fr-staff-settings";
import { TextArea } from "./settings-fields";
import { SettingsSection } from "./settings-section";
import { type Saved, useSectionSave } from "./use-section-save";

const t = frStaffSettings;

/** The « Qui sommes-nous » page's text, in HTML, sanitised by the server like the legal documents. */
export function AboutSection({ settings, onSaved }: { settings: SiteSettings; onSaved: Saved }) {
  const [html, setHtml] = useState(settings.about.html);
  const save = useSectionSave(t.about.title, onSaved);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = save.check(aboutRequestSchema, { html });
    if (!value) return;
    // What the server kept (tags outside the list removed) replaces what was typed once saved.
    let kept: string | undefined;
    const ok = await save.run(async () => {
      const answer = await saveAbout(value);
      kept = answer.settings.about.html;
      return answer;
    });
    if (ok && kept !== undefined) setHtml(kept);
  };
  return (
    <SettingsSection
      title={t.about.title}
      intro={t.about.intro}
      save={save}
      onSubmit={submit}
      testId="settings-about"
    >
      <a href="/Qui-somme-nous" target="_blank" rel="noopener" className="text-sm text-brand underline">
        {t.about.open}
      </a>
      <TextArea
        label={t.about.html}
        value={html}
        onChange={setHtml}
        error={save.fields.html}
        rows={14}
        maxLength={ABOUT_MAX}
        mono
      />
    </SettingsSection>
  );
}
