import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordScreen } from "../../features/auth/forgot-password-screen";
import { fr } from "../../i18n/fr";
import { forgotSearch, searchValidator } from "../../lib/search-params";
import { usePageTitle } from "../../ui/use-page-title";

export const Route = createFileRoute("/auth/forgot-password")({
  validateSearch: searchValidator(forgotSearch),
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  usePageTitle(fr.titles.forgot);
  return <ForgotPasswordScreen by={Route.useSearch().by ?? "email"} />;
}
