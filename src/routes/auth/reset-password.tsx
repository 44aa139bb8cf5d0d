import { createFileRoute } from "@tanstack/react-router";
import { ResetPasswordScreen } from "../../features/auth/reset-password-screen";
import { resetPasswordSearch, searchValidator } from "../../lib/search-params";

export const Route = createFileRoute("/auth/reset-password")({
  validateSearch: searchValidator(resetPasswordSearch),
  component: ResetPage,
});

function ResetPage() {
  const { email } = Route.useSearch();
  return <ResetPasswordScreen email={email} />;
}
