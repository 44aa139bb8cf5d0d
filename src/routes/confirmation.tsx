import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../features/layout/page-placeholder";
import { fr } from "../i18n/fr";
import { confirmationSearch, searchValidator } from "../lib/search-params";
export const Route = createFileRoute("/confirmation")({
  validateSearch: searchValidator(confirmationSearch),
  component: () => <PagePlaceholder title={fr.pages.confirmation} />,
});
