import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../../features/layout/page-placeholder";
import { fr } from "../../i18n/fr";
import { loginSearch, searchValidator } from "../../lib/search-params";
export const Route = createFileRoute("/auth/login")({
  validateSearch: searchValidator(loginSearch),
  component: () => <PagePlaceholder title={fr.pages.login} />,
});
