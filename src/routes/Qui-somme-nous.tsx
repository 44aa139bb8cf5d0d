import { createFileRoute } from "@tanstack/react-router";
import { loadAbout } from "../features/info/about-data";
import { AboutScreen } from "../features/info/about-screen";
import { fr } from "../i18n/fr";
import { CATALOGUE_STALE_MS } from "../lib/cache-times";
import { usePageTitle } from "../ui/use-page-title";

export const Route = createFileRoute("/Qui-somme-nous")({
  loader: ({ abortController }) => loadAbout(abortController.signal),
  staleTime: CATALOGUE_STALE_MS,
  component: AboutPage,
});

function AboutPage() {
  usePageTitle(fr.titles.about);
  return <AboutScreen html={Route.useLoaderData().html} />;
}
