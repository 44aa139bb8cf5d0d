import { createFileRoute } from "@tanstack/react-router";
import { loadFaq } from "../features/info/faq-data";
import { FaqScreen } from "../features/info/faq-screen";
import { fr } from "../i18n/fr";
import { usePageTitle } from "../ui/use-page-title";

// Route matching is case-insensitive: /faq reaches this page too.
export const Route = createFileRoute("/Faq")({
  loader: () => loadFaq(),
  component: FaqPage,
});

function FaqPage() {
  usePageTitle(fr.titles.faq);
  return <FaqScreen entries={Route.useLoaderData()} />;
}
