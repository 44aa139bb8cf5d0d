import { type FormEvent, type ReactNode, useId, useState } from "react";
import { actionFailure } from "../../api/staff";
import {
  saveBanner,
  saveDocument,
  saveHome,
  saveModal,
  saveRules,
  saveSlides,
  uploadSiteImage,
} from "../../api/staff-settings";
import {
  bannerRequestSchema,
  type DocumentType,
  documentRequestSchema,
  homeRequestSchema,
  modalRequestSchema,
  type RuleName,
  rulesRequestSchema,
  type SettingsWriteResponse,
  type SiteSettings,
  settingsPaths,
  slidesRequestSchema,
} from "../../contract/staff/settings";
import { frStaffSettings } from "../../i18n/fr-staff-settings";
import { type FieldErrors, validateForm } from "../../lib/form-errors";
import { toastStore } from "../../stores/toasts";
import { describedControl, Field, FieldFrame, inputClass } from "../../ui/field";
import { StaffHeader, StaffPanel } from "../../ui/staff-page";
import { usePageTitle } from "../../ui/use-page-title";
import { useSettlingBusy } from "../../ui/use-settling-busy";
import { serverFieldErrors } from "./server-errors";

const t = frStaffSettings;
type Saved = (settings: SiteSettings) => void;

/**
 * One section's save: its own busy state, the server's refusal said under the fields it names and
 * in one line, and what was typed left as it is. Answers whether it was kept.
 */
function useSectionSave(section: string, onSaved: Saved) {
  const { busy, start, finish } = useSettlingBusy();
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  const run = async (write: () => Promise<SettingsWriteResponse>, message = t.saved(section)) => {
    if (busy) return false;
    start();
    setError(null);
    setFields({});
    try {
      const answer = await write();
      onSaved(answer.settings);
      toastStore.getState().show("success", message, 4000);
      return true;
    } catch (failure) {
      setFields(serverFieldErrors(failure));
      setError(actionFailure(failure));
      return false;
    } finally {
      finish();
    }
  };
  return { busy, error, fields, setFields, run };
}

function Section({
  title,
  intro,
  error,
  busy,
  onSubmit,
  children,
  testId,
}: {
  title: string;
  intro: string;
  error: string | null;
  busy: boolean;
  onSubmit?: (event: FormEvent) => void;
  children: ReactNode;
  testId: string;
}) {
  const headingId = useId();
  return (
    <StaffPanel className="p-4 sm:p-6">
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={headingId}
        data-testid={testId}
        className="space-y-4"
      >
        <div>
          <h2 id={headingId} className="text-lg font-bold text-brand-dark">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-ink/70">{intro}</p>
        </div>
        {children}
        {error && (
          <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        {onSubmit && (
          <div className="flex justify-end">
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? t.saving : t.save}
            </button>
          </div>
        )}
      </form>
    </StaffPanel>
  );
}

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
      <input
        type="checkbox"
        className="size-5 accent-brand"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

function TextArea({
  label,
  value,
  onChange,
  error,
  rows = 3,
  maxLength,
  mono = false,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error: string | undefined;
  rows?: number;
  maxLength?: number;
  mono?: boolean;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea
        {...describedControl(id, error)}
        className={`${inputClass} ${mono ? "font-mono text-sm" : ""}`}
        rows={rows}
        value={value}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldFrame>
  );
}

/** A picture of the site with its own upload: sent as soon as chosen, saved on its own. */
function ImagePicker({
  label,
  src,
  path,
  onSaved,
  wide = false,
}: {
  label: string;
  src: string;
  path: string;
  onSaved: Saved;
  wide?: boolean;
}) {
  // A modal's or a slide's picture is shown small: the preview is for recognising it.
  const save = useSectionSave(label, onSaved);
  const inputId = useId();
  return (
    <div className={`min-w-0 ${wide ? "" : "max-w-xs"}`}>
      <p className="text-sm font-medium">{label}</p>
      <img
        src={src}
        alt=""
        className={`mt-1 w-full rounded-xl bg-black/5 object-cover ring-1 ring-black/10 ${wide ? "aspect-[3/1]" : "aspect-[4/3]"}`}
      />
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <label htmlFor={inputId} className="btn-ghost cursor-pointer">
          {save.busy ? t.uploading : t.chooseImage}
          {/* Several pictures per screen: each button says which one it changes. */}
          <span className="sr-only"> : {label}</span>
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          disabled={save.busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) void save.run(() => uploadSiteImage(path, file), t.imageSaved);
          }}
        />
        <span className="text-xs text-ink/60">{t.imageHint}</span>
      </div>
      {(save.fields.image ?? save.error) && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {save.fields.image ?? save.error}
        </p>
      )}
    </div>
  );
}

function HomeSection({ settings, onSaved }: { settings: SiteSettings; onSaved: Saved }) {
  const [form, setForm] = useState(settings.home);
  const save = useSectionSave(t.home.title, onSaved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(homeRequestSchema, form);
    if (!checked.ok) return save.setFields(checked.errors);
    void save.run(() => saveHome(checked.value));
  };
  return (
    <Section
      title={t.home.title}
      intro={t.home.intro}
      error={save.error}
      busy={save.busy}
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
    </Section>
  );
}

function BannerSection({ banner, onSaved }: { banner: SiteSettings["banners"][number]; onSaved: Saved }) {
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
    const checked = validateForm(bannerRequestSchema, form);
    if (!checked.ok) return save.setFields(checked.errors);
    void save.run(() => saveBanner(banner.id, checked.value));
  };
  return (
    <Section
      title={t.banner.title}
      intro={t.banner.intro}
      error={save.error}
      busy={save.busy}
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
    </Section>
  );
}

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
    const checked = validateForm(modalRequestSchema, body);
    if (!checked.ok) return save.setFields(checked.errors);
    void save.run(() => saveModal(modal.type, checked.value));
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
    <form
      noValidate
      onSubmit={submit}
      className="min-w-0 space-y-3"
      data-testid={`settings-modal-${modal.type}`}
    >
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
      {save.error && (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {save.error}
        </p>
      )}
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={save.busy}>
          {save.busy ? t.saving : t.save}
        </button>
      </div>
    </form>
  );
}

function ModalsSection({ settings, onSaved }: { settings: SiteSettings; onSaved: Saved }) {
  return (
    <StaffPanel className="space-y-4 p-4 sm:p-6">
      <div>
        <h2 className="text-lg font-bold text-brand-dark">{t.modals.title}</h2>
        <p className="mt-0.5 text-sm text-ink/70">{t.modals.intro}</p>
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        {settings.modals.map((modal) => (
          <ModalForm key={modal.type} modal={modal} onSaved={onSaved} />
        ))}
      </div>
    </StaffPanel>
  );
}

function SlidesSection({ slides, onSaved }: { slides: NonNullable<SiteSettings["slides"]>; onSaved: Saved }) {
  const [form, setForm] = useState({
    description_1: slides.description_1,
    description_2: slides.description_2,
  });
  const save = useSectionSave(t.slides.title, onSaved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(slidesRequestSchema, form);
    if (!checked.ok) return save.setFields(checked.errors);
    void save.run(() => saveSlides(slides.id, checked.value));
  };
  const images = [slides.image_1, slides.image_2, slides.image_3] as const;
  return (
    <Section
      title={t.slides.title}
      intro={t.slides.intro}
      error={save.error}
      busy={save.busy}
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
    </Section>
  );
}

function DocumentForm({ doc, onSaved }: { doc: SiteSettings["documents"][number]; onSaved: Saved }) {
  const label = t.documents[doc.type];
  const [html, setHtml] = useState(doc.html);
  const save = useSectionSave(label, onSaved);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(documentRequestSchema, { html });
    if (!checked.ok) return save.setFields(checked.errors);
    // What the server kept (tags outside the list removed) replaces what was typed once saved.
    let kept: string | undefined;
    const ok = await save.run(async () => {
      const answer = await saveDocument(doc.type, checked.value);
      kept = answer.settings.documents.find((d) => d.type === doc.type)?.html;
      return answer;
    });
    if (ok && kept !== undefined) setHtml(kept);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="min-w-0 space-y-3"
      data-testid={`settings-document-${doc.type}`}
    >
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
      {save.error && (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {save.error}
        </p>
      )}
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={save.busy}>
          {save.busy ? t.saving : t.save}
        </button>
      </div>
    </form>
  );
}

function DocumentsSection({ settings, onSaved }: { settings: SiteSettings; onSaved: Saved }) {
  const order: DocumentType[] = ["CGU", "PRIVACY"];
  return (
    <StaffPanel className="space-y-4 p-4 sm:p-6">
      <div>
        <h2 className="text-lg font-bold text-brand-dark">{t.documents.title}</h2>
        <p className="mt-0.5 text-sm text-ink/70">{t.documents.intro}</p>
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        {order.map((type) => {
          const doc = settings.documents.find((d) => d.type === type);
          return doc ? <DocumentForm key={type} doc={doc} onSaved={onSaved} /> : null;
        })}
      </div>
    </StaffPanel>
  );
}

const ruleRows: { name: RuleName; label: string; help: string; unit: string }[] = [
  { name: "cancel_cutoff_hours", label: t.rules.cancel, help: t.rules.cancelHelp, unit: t.rules.unitHours },
  { name: "booking_lead_hours", label: t.rules.lead, help: t.rules.leadHelp, unit: t.rules.unitHours },
  {
    name: "max_unpaid_bookings",
    label: t.rules.unpaid,
    help: t.rules.unpaidHelp,
    unit: t.rules.unitBookings,
  },
];

function RulesSection({ settings, onSaved }: { settings: SiteSettings; onSaved: Saved }) {
  const [form, setForm] = useState<Record<RuleName, string>>({
    cancel_cutoff_hours: String(settings.rules.cancel_cutoff_hours),
    booking_lead_hours: String(settings.rules.booking_lead_hours),
    max_unpaid_bookings: String(settings.rules.max_unpaid_bookings),
  });
  const save = useSectionSave(t.rules.title, onSaved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty box is not a number: the contract's message says what is expected.
    const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
    const checked = validateForm(rulesRequestSchema, {
      cancel_cutoff_hours: number(form.cancel_cutoff_hours),
      booking_lead_hours: number(form.booking_lead_hours),
      max_unpaid_bookings: number(form.max_unpaid_bookings),
    });
    if (!checked.ok) return save.setFields(checked.errors);
    void save.run(() => saveRules(checked.value));
  };
  return (
    <Section
      title={t.rules.title}
      intro={t.rules.intro}
      error={save.error}
      busy={save.busy}
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
    </Section>
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

/** « Réglages »: each part of the site the centre changes without a developer, saved on its own. */
export function SettingsScreen({ initial }: { initial: SiteSettings }) {
  usePageTitle(t.title);
  // Pictures and addresses follow each answer; each form keeps what is typed in it.
  const [settings, setSettings] = useState(initial);
  const banner = settings.banners[0];
  return (
    <div className="space-y-5" data-testid="settings">
      <StaffHeader title={t.title} intro={t.intro} />
      <HomeSection settings={settings} onSaved={setSettings} />
      {banner && <BannerSection banner={banner} onSaved={setSettings} />}
      <ModalsSection settings={settings} onSaved={setSettings} />
      {settings.slides && <SlidesSection slides={settings.slides} onSaved={setSettings} />}
      <DocumentsSection settings={settings} onSaved={setSettings} />
      <RulesSection settings={settings} onSaved={setSettings} />
    </div>
  );
}
