import { createFileRoute } from "@tanstack/react-router";
import { loadAuthSlider } from "../../features/auth/auth-slider";
import { RegisterScreen } from "../../features/auth/register-screen";
import { fr } from "../../i18n/fr";
import { registerSearch, searchValidator } from "../../lib/search-params";
import { usePageTitle } from "../../ui/use-page-title";

export const Route = createFileRoute("/auth/register")({
  validateSearch: searchValidator(registerSearch),
  loader: () => loadAuthSlider(),
  component: RegisterPage,
});

function RegisterPage() {
  usePageTitle(fr.titles.register);
  return <RegisterScreen slider={Route.useLoaderData()} redirect={Route.useSearch().redirect} />;
}
