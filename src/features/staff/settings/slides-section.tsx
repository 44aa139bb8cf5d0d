import { type FormEvent, useState } from "react";
import { saveSlides } from "../../../api/staff-settings";
import { type SiteSettings, settingsPaths } from "../../../contract/staff/settings";
import { slidesRequestSchema } from "../../../contract/staff/settings-requests";
import { frStaffSettings } from "../../../i18n/fr-staff-settings";
import { Field } from "../../../ui/field";
import { ImagePicker } from "./image-picker";
import { SettingsSection } from "./settings-section";
import { type Saved, useSectionSave } from "./use-section-save";

const t = frStaffSettings;

/** The sign-in pages' three pictures and the texts of the first two. */
export function SlidesSection({
  slides,
  onSaved,
}: {
  slides: NonNullable<SiteSettings["slides"]>;
  onSaved: Saved;
}) {
  const [form, setForm] = useState({
    description_1: slides.description_1,
    description_2: slides.description_2,
  });
  const save = useSectionSave(t.slides.title, onSaved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = save.check(slidesRequestSchema, form);
    if (value) void save.run(() => saveSlides(slides.id, value));
  };
  const images = [slides.image_1, slides.image_2, slides.image_3] as const;
  return (
    <SettingsSection
      title={t.slides.title}
      intro={t.slides.intro}
      save={save}
      onSubmit={submit}
      testId="settings-slides"
    >
      <div className="grid gap-4 md:grid-cols-3">
        {images.map((src, index) => {
          const n = (index + 1) as 1 | 2 | 3;
          const key = n === 1 ? "description_1" : "description_2";
          return (
            <div key={n} className="min-w-0 space-y-3">
              <ImagePicker
                label={t.slides.image(n)}
                src={src}
                path={settingsPaths.slideImage(slides.id, n)}
                onSaved={onSaved}
              />
              {n === 3 ? (
                <p className="text-sm text-ink/60">{t.slides.fixed}</p>
              ) : (
                <Field
                  label={t.slides.text(n)}
                  value={form[key]}
                  maxLength={200}
                  error={save.fields[key]}
                  onChange={(e) => setForm({ ...form, [key]: e.target.value })}
                />
              )}
            </div>
          );
        })}
      </div>
    </SettingsSection>
  );
}
