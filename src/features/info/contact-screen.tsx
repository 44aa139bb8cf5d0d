import type { ReactNode } from "react";
import { brand, phoneHref } from "../../brand";
import { fr } from "../../i18n/fr";
import { frContact } from "../../i18n/fr-contact";
import { useOnline } from "../../ui/use-online";
import { ContactForm } from "./contact-form";

export function ContactScreen() {
  const online = useOnline();
  const rows: [string, ReactNode][] = [
    [
      frContact.email,
      <a key="e" href={`mailto:${brand.email}`} className="break-all hover:underline">
        {brand.email}
      </a>,
    ],
    [
      frContact.address,
      <a key="a" href={brand.mapUrl} target="_blank" rel="noopener" className="hover:underline">
        {brand.address}
      </a>,
    ],
  ];
  // A value left empty in the brand module hides its row.
  if (brand.phone)
    rows.unshift([
      frContact.phone,
      <a key="p" href={phoneHref(brand.phone)} className="hover:underline">
        {brand.phone}
      </a>,
    ]);
  if (brand.social.url)
    rows.push([
      frContact.social,
      <a key="s" href={brand.social.url} target="_blank" rel="noopener" className="hover:underline">
        {brand.social.label}
      </a>,
    ]);
  return (
    <section className="container-page py-10">
      <h1 className="text-3xl font-bold text-brand-dark sm:text-4xl">{fr.pages.contact}</h1>
      <p className="mt-2 max-w-2xl text-ink/70">{frContact.intro}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <div className="space-y-6">
          <div className="overflow-hidden rounded-3xl bg-brand/10 ring-1 ring-black/5">
            {online ? (
              <iframe
                title={frContact.mapTitle}
                src={brand.mapEmbedUrl}
                loading="lazy"
                className="aspect-[4/3] w-full border-0"
                referrerPolicy="no-referrer"
              />
            ) : (
              // Without network the embedded map would be a broken frame: the address and a link instead.
              <div className="grid aspect-[4/3] w-full place-content-center gap-3 p-6 text-center">
                <p className="font-semibold text-brand-dark">{brand.address}</p>
                <p className="text-sm text-ink/75">{frContact.mapOffline}</p>
                <a
                  href={brand.mapUrl}
                  target="_blank"
                  rel="noopener"
                  className="mx-auto inline-flex min-h-11 items-center rounded-full bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
                >
                  {frContact.openMap}
                </a>
              </div>
            )}
          </div>
          <section className="rounded-3xl bg-white p-6 ring-1 ring-black/5">
            <h2 className="font-bold text-brand-dark">{frContact.infoTitle}</h2>
            <dl className="mt-3 space-y-2 text-sm">
              {rows.map(([label, value]) => (
                <div key={label} className="flex flex-wrap gap-x-2">
                  <dt className="font-medium text-ink/70">{label} :</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="rounded-3xl bg-white p-6 ring-1 ring-black/5">
            <h2 className="font-bold text-brand-dark">{frContact.hoursTitle}</h2>
            <p className="mt-2 text-sm">{frContact.hours}</p>
            <p className="text-sm text-ink/70">{frContact.closed}</p>
          </section>
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
