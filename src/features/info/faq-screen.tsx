import { useState } from "react";
import type { FaqCategory, FaqEntry } from "../../contract/configs";
import { fr } from "../../i18n/fr";
import { frFaq } from "../../i18n/fr-faq";
import { faqCategories, filterFaq } from "./faq-data";

export function FaqScreen({ entries }: { entries: FaqEntry[] }) {
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState<FaqCategory | "all">("all");
  const [openId, setOpenId] = useState<number | null>(null);
  const items = filterFaq(entries, category, search);

  return (
    <section className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-bold text-brand-dark sm:text-4xl">{fr.pages.faq}</h1>
      <p className="mt-2 text-ink/70">{frFaq.intro}</p>
      <search className="mt-6 block">
        <label htmlFor="faq-search" className="sr-only">
          {frFaq.searchLabel}
        </label>
        <input
          id="faq-search"
          type="search"
          value={search}
          placeholder={frFaq.searchPlaceholder}
          onChange={(event) => setSearch(event.target.value)}
          className="h-12 w-full rounded-full border border-black/10 bg-white px-5 shadow-sm"
        />
      </search>
      <fieldset className="mt-4 flex flex-wrap gap-2">
        <legend className="sr-only">{frFaq.categories}</legend>
        {faqCategories.map((c) => (
          <button
            key={c.id}
            type="button"
            aria-pressed={category === c.id}
            onClick={() => setCategory(c.id)}
            className={`rounded-full px-4 py-2 text-sm font-medium ${category === c.id ? "bg-brand text-white" : "bg-white text-ink/80 ring-1 ring-black/10 hover:bg-brand/5"}`}
          >
            {c.label}
          </button>
        ))}
      </fieldset>
      <div className="mt-6" aria-live="polite">
        {items.length === 0 ? (
          <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-black/5">
            <p className="text-ink/70">{frFaq.empty}</p>
            <button
              type="button"
              className="btn-ghost mt-4"
              onClick={() => {
                setSearch("");
                setCategory("all");
              }}
            >
              {frFaq.reset}
            </button>
          </div>
        ) : (
          <ul className="divide-y divide-black/5 overflow-hidden rounded-2xl bg-white ring-1 ring-black/5">
            {items.map((item) => {
              const open = openId === item.id;
              return (
                <li key={item.id}>
                  <h2>
                    <button
                      type="button"
                      id={`q-${item.id}`}
                      aria-expanded={open}
                      aria-controls={`a-${item.id}`}
                      onClick={() => setOpenId(open ? null : item.id)}
                      className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-dark hover:bg-sand/60"
                    >
                      {item.question}
                      <span
                        aria-hidden="true"
                        className={`text-xl transition-transform ${open ? "rotate-45" : ""}`}
                      >
                        +
                      </span>
                    </button>
                  </h2>
                  <section
                    id={`a-${item.id}`}
                    aria-labelledby={`q-${item.id}`}
                    hidden={!open}
                    className="whitespace-pre-line px-5 pb-5 text-ink/80"
                  >
                    {item.answer}
                  </section>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <aside className="mt-10 rounded-3xl bg-brand p-8 text-white">
        <p className="text-xl font-bold">{frFaq.ctaTitle}</p>
        <p className="mt-2 text-white/85">{frFaq.ctaText}</p>
        {/* A full page load, as the spec asks. */}
        <a href="/contactez-nous" className="btn mt-5 bg-white text-brand-dark hover:bg-sand">
          {frFaq.ctaButton}
        </a>
      </aside>
    </section>
  );
}
