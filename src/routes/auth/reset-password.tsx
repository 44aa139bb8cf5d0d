import { createFileRoute } from "@tanstack/react-router";
import { ResetPasswordScreen } from "../../features/auth/reset-password-screen";
import { fr } from "../../i18n/fr";
import { resetPasswordSearch, searchValidator } from "../../lib/search-params";
import { usePageTitle } from "../../ui/use-page-title";

export const Route = createFileRoute("/auth/reset-password")({
  validateSearch: searchValidator(resetPasswordSearch),
  component: ResetPage,
});

function ResetPage() {
  usePageTitle(fr.titles.reset);
  const { email, phone } = Route.useSearch();
  return <ResetPasswordScreen email={email} phone={phone} />;
}
