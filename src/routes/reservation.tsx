import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../features/layout/page-placeholder";
import { fr } from "../i18n/fr";
import { reservationSearch, searchValidator } from "../lib/search-params";
export const Route = createFileRoute("/reservation")({
  validateSearch: searchValidator(reservationSearch),
  component: () => <PagePlaceholder title={fr.pages.reservation} />,
});
