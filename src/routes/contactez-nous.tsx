import { createFileRoute } from "@tanstack/react-router";
import { ContactScreen } from "../features/info/contact-screen";
import { fr } from "../i18n/fr";
import { usePageTitle } from "../ui/use-page-title";

export const Route = createFileRoute("/contactez-nous")({ component: ContactPage });

function ContactPage() {
  usePageTitle(fr.titles.contact);
  return <ContactScreen />;
}
