import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordScreen } from "../../features/auth/forgot-password-screen";
import { fr } from "../../i18n/fr";
import { usePageTitle } from "../../ui/use-page-title";

export const Route = createFileRoute("/auth/forgot-password")({ component: ForgotPasswordPage });

function ForgotPasswordPage() {
  usePageTitle(fr.titles.forgot);
  return <ForgotPasswordScreen />;
}
