import { brand } from "../../brand";
import { fr } from "../../i18n/fr";
import { ContactForm } from "./contact-form";

export function ContactScreen() {
  const rows = [
    [
      fr.contact.phone,
      <a key="p" href={brand.phoneHref} className="hover:underline">
        {brand.phone}
      </a>,
    ],
    [
      fr.contact.email,
      <a key="e" href={`mailto:${brand.email}`} className="break-all hover:underline">
        {brand.email}
      </a>,
    ],
    [fr.contact.address, brand.address],
    [
      fr.contact.social,
      <a key="s" href={brand.social.url} target="_blank" rel="noopener" className="hover:underline">
        {brand.social.label}
      </a>,
    ],
  ] as const;
  return (
    <section className="container-page py-10">
      <h1 className="text-3xl font-bold text-brand-dark sm:text-4xl">{fr.pages.contact}</h1>
      <p className="mt-2 max-w-2xl text-ink/70">{fr.contact.intro}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <div className="space-y-6">
          <div className="overflow-hidden rounded-3xl bg-brand/10 ring-1 ring-black/5">
            <iframe
              title={fr.contact.mapTitle}
              src={brand.mapEmbedUrl}
              loading="lazy"
              className="aspect-[4/3] w-full border-0"
              referrerPolicy="no-referrer"
            />
          </div>
          <section className="rounded-3xl bg-white p-6 ring-1 ring-black/5">
            <h2 className="font-bold text-brand-dark">{fr.contact.infoTitle}</h2>
            <dl className="mt-3 space-y-2 text-sm">
              {rows.map(([label, value]) => (
                <div key={label} className="flex flex-wrap gap-x-2">
                  <dt className="font-medium text-ink/60">{label} :</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="rounded-3xl bg-white p-6 ring-1 ring-black/5">
            <h2 className="font-bold text-brand-dark">{fr.contact.hoursTitle}</h2>
            <p className="mt-2 text-sm">{fr.contact.hours}</p>
            <p className="text-sm text-ink/60">{fr.contact.closed}</p>
          </section>
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
