import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../../features/layout/page-placeholder";
import { fr } from "../../i18n/fr";
import { resetPasswordSearch, searchValidator } from "../../lib/search-params";
export const Route = createFileRoute("/auth/reset-password")({
  validateSearch: searchValidator(resetPasswordSearch),
  component: () => <PagePlaceholder title={fr.pages.resetPassword} />,
});
