import { createFileRoute } from "@tanstack/react-router";
import { loadAbout } from "../features/info/about-data";
import { AboutScreen } from "../features/info/about-screen";
import { fr } from "../i18n/fr";
import { usePageTitle } from "../ui/use-page-title";

export const Route = createFileRoute("/Qui-somme-nous")({
  loader: () => loadAbout(),
  component: AboutPage,
});

function AboutPage() {
  usePageTitle(fr.titles.about);
  return <AboutScreen html={Route.useLoaderData().html} />;
}
