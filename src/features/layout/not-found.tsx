import { Link } from "@tanstack/react-router";
import { fr } from "../../i18n/fr";
import { usePageTitle } from "../../ui/use-page-title";

export function NotFound() {
  usePageTitle(fr.titles.notFound);
  return (
    <section className="container-page grid place-items-center py-20 text-center">
      <p className="text-6xl font-bold text-brand/70">404</p>
      <h1 className="mt-4 text-2xl font-bold text-brand-dark">{fr.notFound.title}</h1>
      <p className="mt-2 max-w-md text-ink/70">{fr.notFound.text}</p>
      <Link to="/" className="btn-primary mt-6">
        {fr.common.backHome}
      </Link>
    </section>
  );
}
