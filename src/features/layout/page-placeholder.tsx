import { fr } from "../../i18n/fr";
import { usePageTitle } from "../../ui/use-page-title";

/** The heading of a screen whose content is built in a later step. */
export function PagePlaceholder({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="container-page py-12">
      <h1 className="text-3xl font-bold text-brand-dark">{title}</h1>
      <p className="mt-3 text-ink/70">{fr.pages.soon}</p>
    </section>
  );
}
