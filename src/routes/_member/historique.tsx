import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../../features/layout/page-placeholder";
import { fr } from "../../i18n/fr";

export const Route = createFileRoute("/_member/historique")({
  component: () => <PagePlaceholder title={fr.pages.bookings} />,
});
