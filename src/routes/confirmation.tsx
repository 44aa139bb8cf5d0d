import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../features/layout/page-placeholder";
import { fr } from "../i18n/fr";
import { confirmationSearch, searchValidator } from "../lib/search-params";

export const Route = createFileRoute("/confirmation")({
  validateSearch: searchValidator(confirmationSearch),
  component: ConfirmationPage,
});

function ConfirmationPage() {
  const { status } = Route.useSearch();
  return <PagePlaceholder title={status === "error" ? fr.pages.confirmationError : fr.pages.confirmation} />;
}
