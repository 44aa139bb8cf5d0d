import { type FormEvent, useId, useRef, useState } from "react";
import { saveFaq } from "../../../api/staff-settings";
import type { FaqCategory } from "../../../contract/configs";
import type { SiteSettings } from "../../../contract/staff/settings";
import { faqLimits, faqRequestSchema } from "../../../contract/staff/settings-requests";
import { frStaffSettings } from "../../../i18n/fr-staff-settings";
import { describedControl, FieldFrame, inputClass } from "../../../ui/field";
import { TextArea } from "./settings-fields";
import { SettingsSection } from "./settings-section";
import { type Saved, useSectionSave } from "./use-section-save";

const t = frStaffSettings;
const categories = Object.keys(t.faq.categories) as FaqCategory[];

/** One question as it is being edited; `key` keeps React's rows steady while they move. */
type Draft = { key: number; category: FaqCategory; question: string; answer: string };

function CategorySelect({ value, onChange }: { value: FaqCategory; onChange: (c: FaqCategory) => void }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={t.faq.category} error={undefined}>
      <select
        {...describedControl(id, undefined)}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value as FaqCategory)}
      >
        {categories.map((c) => (
          <option key={c} value={c}>
            {t.faq.categories[c]}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

function QuestionField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={t.faq.question} error={undefined}>
      <input
        {...describedControl(id, undefined)}
        className={inputClass}
        value={value}
        maxLength={faqLimits.question}
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldFrame>
  );
}

/** The FAQ's questions: added, edited, moved and removed here, then saved as one list. */
export function FaqSection({ settings, onSaved }: { settings: SiteSettings; onSaved: Saved }) {
  const next = useRef(settings.faq.length);
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    settings.faq.map((e, index) => ({
      key: index,
      category: e.category,
      question: e.question,
      answer: e.answer,
    })),
  );
  const save = useSectionSave(t.faq.title, onSaved);
  const edit = (key: number, change: Partial<Draft>) =>
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...change } : d)));
  const move = (index: number, by: -1 | 1) =>
    setDrafts((list) => {
      const moved = [...list];
      const [item] = moved.splice(index, 1);
      if (item) moved.splice(index + by, 0, item);
      return moved;
    });
  const add = () => {
    next.current += 1;
    setDrafts((list) => [...list, { key: next.current, category: "reservations", question: "", answer: "" }]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = save.check(faqRequestSchema, {
      items: drafts.map(({ category, question, answer }) => ({ category, question, answer })),
    });
    if (value) void save.run(() => saveFaq(value));
  };
  return (
    <SettingsSection
      title={t.faq.title}
      intro={t.faq.intro}
      save={save}
      onSubmit={submit}
      testId="settings-faq"
    >
      {save.fields.items && (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {save.fields.items}
        </p>
      )}
      {drafts.length === 0 && <p className="text-sm text-ink/70">{t.faq.empty}</p>}
      <ol className="space-y-4">
        {drafts.map((draft, index) => (
          <li
            key={draft.key}
            className="space-y-3 rounded-2xl bg-sand/60 p-4 ring-1 ring-black/5"
            data-testid="settings-faq-entry"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-brand-dark">{t.faq.entry(index + 1)}</h3>
              <div className="flex gap-1">
                <button
                  type="button"
                  className="btn-ghost min-h-11 px-3 text-sm"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  {t.faq.up}
                </button>
                <button
                  type="button"
                  className="btn-ghost min-h-11 px-3 text-sm"
                  disabled={index === drafts.length - 1}
                  onClick={() => move(index, 1)}
                >
                  {t.faq.down}
                </button>
                <button
                  type="button"
                  className="btn-ghost min-h-11 px-3 text-sm text-red-700"
                  onClick={() => setDrafts((list) => list.filter((d) => d.key !== draft.key))}
                >
                  {t.faq.remove}
                </button>
              </div>
            </div>
            <div className="grid gap-3 md:grid-cols-[12rem_1fr]">
              <CategorySelect value={draft.category} onChange={(category) => edit(draft.key, { category })} />
              <QuestionField value={draft.question} onChange={(question) => edit(draft.key, { question })} />
            </div>
            <TextArea
              label={t.faq.answer}
              value={draft.answer}
              onChange={(answer) => edit(draft.key, { answer })}
              error={undefined}
              maxLength={faqLimits.answer}
              rows={3}
            />
          </li>
        ))}
      </ol>
      <button type="button" className="btn-ghost" disabled={drafts.length >= faqLimits.items} onClick={add}>
        {t.faq.add}
      </button>
    </SettingsSection>
  );
}
