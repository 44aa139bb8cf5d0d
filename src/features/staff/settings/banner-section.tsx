import { type FormEvent, useState } from "react";
import { saveBanner } from "../../../api/staff-settings";
import { type SiteSettings, settingsPaths } from "../../../contract/staff/settings";
import { bannerRequestSchema } from "../../../contract/staff/settings-requests";
import { frStaffSettings } from "../../../i18n/fr-staff-settings";
import { Field } from "../../../ui/field";
import { ImagePicker } from "./image-picker";
import { TextArea, Toggle } from "./settings-fields";
import { SettingsSection } from "./settings-section";
import { type Saved, useSectionSave } from "./use-section-save";

const t = frStaffSettings;

/** The home page's banner: its texts, its link and its two pictures. */
export function BannerSection({
  banner,
  onSaved,
}: {
  banner: SiteSettings["banners"][number];
  onSaved: Saved;
}) {
  const [form, setForm] = useState({
    is_active: banner.is_active,
    header_title: banner.header_title,
    header_sub_title: banner.header_sub_title,
    footer_title: banner.footer_title,
    link: banner.link ?? "",
  });
  const save = useSectionSave(t.banner.title, onSaved);
  const set = (key: "header_title" | "header_sub_title" | "footer_title" | "link") => (value: string) => {
    setForm((all) => ({ ...all, [key]: value }));
    save.setFields((all) => ({ ...all, [key]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = save.check(bannerRequestSchema, form);
    if (value) void save.run(() => saveBanner(banner.id, value));
  };
  return (
    <SettingsSection
      title={t.banner.title}
      intro={t.banner.intro}
      save={save}
      onSubmit={submit}
      testId="settings-banner"
    >
      <Toggle
        label={t.banner.active}
        checked={form.is_active}
        onChange={(v) => setForm((all) => ({ ...all, is_active: v }))}
      />
      <Field
        label={t.banner.headerTitle}
        value={form.header_title}
        maxLength={120}
        error={save.fields.header_title}
        onChange={(e) => set("header_title")(e.target.value)}
      />
      <TextArea
        label={t.banner.headerSubTitle}
        value={form.header_sub_title}
        maxLength={300}
        rows={2}
        error={save.fields.header_sub_title}
        onChange={set("header_sub_title")}
      />
      <Field
        label={t.banner.footerTitle}
        value={form.footer_title}
        maxLength={120}
        error={save.fields.footer_title}
        onChange={(e) => set("footer_title")(e.target.value)}
      />
      <Field
        label={t.banner.link}
        value={form.link}
        maxLength={500}
        placeholder="/services ou https://…"
        inputMode="url"
        error={save.fields.link}
        onChange={(e) => set("link")(e.target.value)}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <ImagePicker
          label={t.banner.headerImage}
          src={banner.header_image}
          path={settingsPaths.bannerImage(banner.id, "header")}
          onSaved={onSaved}
          wide
        />
        <ImagePicker
          label={t.banner.footerImage}
          src={banner.footer_image}
          path={settingsPaths.bannerImage(banner.id, "footer")}
          onSaved={onSaved}
          wide
        />
      </div>
    </SettingsSection>
  );
}
