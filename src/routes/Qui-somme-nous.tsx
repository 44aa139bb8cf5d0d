import { createFileRoute } from "@tanstack/react-router";
import { AboutScreen } from "../features/info/about-screen";
import { fr } from "../i18n/fr";
import { usePageTitle } from "../ui/use-page-title";

export const Route = createFileRoute("/Qui-somme-nous")({ component: AboutPage });

function AboutPage() {
  usePageTitle(fr.titles.about);
  return <AboutScreen />;
}
