import { type FormEvent, useState } from "react";
import { saveModal } from "../../../api/staff-settings";
import { type SiteSettings, settingsPaths } from "../../../contract/staff/settings";
import { modalRequestSchema } from "../../../contract/staff/settings-requests";
import { frStaffSettings } from "../../../i18n/fr-staff-settings";
import { Field } from "../../../ui/field";
import { ImagePicker } from "./image-picker";
import { TextArea, Toggle } from "./settings-fields";
import { SettingsGroup, SettingsGroupForm } from "./settings-section";
import { type Saved, useSectionSave } from "./use-section-save";

const t = frStaffSettings;

type ModalSettings = SiteSettings["modals"][number];

function ModalForm({ modal, onSaved }: { modal: ModalSettings; onSaved: Saved }) {
  const label = modal.type === "promo" ? t.modals.promo : t.modals.choice;
  const [form, setForm] = useState({
    is_active: modal.is_active,
    title: modal.title,
    description: modal.description,
    personnalise: modal.personnalise ?? { title: "", description: "" },
    standard: modal.standard ?? { title: "", description: "" },
  });
  const save = useSectionSave(label, onSaved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body =
      modal.type === "choice"
        ? form
        : { is_active: form.is_active, title: form.title, description: form.description };
    const value = save.check(modalRequestSchema, body);
    if (value) void save.run(() => saveModal(modal.type, value));
  };
  const choice = (key: "personnalise" | "standard", heading: string) => (
    <fieldset className="min-w-0 space-y-3 rounded-xl border border-black/10 p-3">
      <legend className="px-1 text-sm font-semibold">{heading}</legend>
      <Field
        label={t.modals.choiceTitle}
        value={form[key].title}
        maxLength={60}
        error={save.fields[`${key}.title`]}
        onChange={(e) => setForm({ ...form, [key]: { ...form[key], title: e.target.value } })}
      />
      <TextArea
        label={t.modals.choiceDescription}
        value={form[key].description}
        maxLength={200}
        rows={2}
        error={save.fields[`${key}.description`]}
        onChange={(v) => setForm({ ...form, [key]: { ...form[key], description: v } })}
      />
    </fieldset>
  );
  return (
    <SettingsGroupForm save={save} onSubmit={submit} testId={`settings-modal-${modal.type}`}>
      <h3 className="font-semibold text-brand-dark">{label}</h3>
      <Toggle
        label={t.modals.active}
        checked={form.is_active}
        onChange={(v) => setForm({ ...form, is_active: v })}
      />
      <Field
        label={t.modals.modalTitle}
        value={form.title}
        maxLength={120}
        error={save.fields.title}
        onChange={(e) => setForm({ ...form, title: e.target.value })}
      />
      <TextArea
        label={t.modals.description}
        value={form.description}
        maxLength={600}
        error={save.fields.description}
        onChange={(v) => setForm({ ...form, description: v })}
      />
      {modal.type === "choice" && (
        <div className="grid gap-3">
          {choice("personnalise", t.modals.custom)}
          {choice("standard", t.modals.standard)}
        </div>
      )}
      <ImagePicker
        label={t.modals.image}
        src={modal.image}
        path={settingsPaths.modalImage(modal.type)}
        onSaved={onSaved}
      />
    </SettingsGroupForm>
  );
}

/** The windows that open on the home page, each saved on its own. */
export function ModalsSection({ settings, onSaved }: { settings: SiteSettings; onSaved: Saved }) {
  return (
    <SettingsGroup title={t.modals.title} intro={t.modals.intro}>
      {settings.modals.map((modal) => (
        <ModalForm key={modal.type} modal={modal} onSaved={onSaved} />
      ))}
    </SettingsGroup>
  );
}
