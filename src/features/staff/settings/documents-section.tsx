import { type FormEvent, useState } from "react";
import { saveDocument } from "../../../api/staff-settings";
import type { DocumentType, SiteSettings } from "../../../contract/staff/settings";
import { documentRequestSchema } from "../../../contract/staff/settings-requests";
import { frStaffSettings } from "../../../i18n/fr-staff-settings";
import { TextArea } from "./settings-fields";
import { SettingsGroup, SettingsGroupForm } from "./settings-section";
import { type Saved, useSectionSave } from "./use-section-save";

const t = frStaffSettings;

function DocumentForm({ doc, onSaved }: { doc: SiteSettings["documents"][number]; onSaved: Saved }) {
  const label = t.documents[doc.type];
  const [html, setHtml] = useState(doc.html);
  const save = useSectionSave(label, onSaved);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = save.check(documentRequestSchema, { html });
    if (!value) return;
    // What the server kept (tags outside the list removed) replaces what was typed once saved.
    let kept: string | undefined;
    const ok = await save.run(async () => {
      const answer = await saveDocument(doc.type, value);
      kept = answer.settings.documents.find((d) => d.type === doc.type)?.html;
      return answer;
    });
    if (ok && kept !== undefined) setHtml(kept);
  };
  return (
    <SettingsGroupForm save={save} onSubmit={submit} testId={`settings-document-${doc.type}`}>
      {/* Title and link on their own lines: the two documents' fields start level side by side. */}
      <div className="flex flex-col items-start gap-1">
        <h3 className="font-semibold text-brand-dark">{label}</h3>
        <a href={doc.file_url} target="_blank" rel="noopener" className="text-sm text-brand underline">
          {t.documents.open}
        </a>
      </div>
      <TextArea
        label={t.documents.html}
        value={html}
        onChange={setHtml}
        error={save.fields.html}
        rows={12}
        mono
      />
    </SettingsGroupForm>
  );
}

/** The legal documents' texts, in HTML, each saved on its own. */
export function DocumentsSection({ settings, onSaved }: { settings: SiteSettings; onSaved: Saved }) {
  const order: DocumentType[] = ["CGU", "PRIVACY"];
  return (
    <SettingsGroup title={t.documents.title} intro={t.documents.intro}>
      {order.map((type) => {
        const doc = settings.documents.find((d) => d.type === type);
        return doc ? <DocumentForm key={type} doc={doc} onSaved={onSaved} /> : null;
      })}
    </SettingsGroup>
  );
}
