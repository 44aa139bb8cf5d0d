import { createFileRoute } from "@tanstack/react-router";
import { loadAuthSlider } from "../../features/auth/auth-slider";
import { RegisterScreen } from "../../features/auth/register-screen";
import { fr } from "../../i18n/fr";
import { CATALOGUE_STALE_MS } from "../../lib/cache-times";
import { registerSearch, searchValidator } from "../../lib/search-params";
import { usePageTitle } from "../../ui/use-page-title";

export const Route = createFileRoute("/auth/register")({
  validateSearch: searchValidator(registerSearch),
  loader: ({ abortController }) => loadAuthSlider(abortController.signal),
  staleTime: CATALOGUE_STALE_MS,
  component: RegisterPage,
});

function RegisterPage() {
  usePageTitle(fr.titles.register);
  return <RegisterScreen slider={Route.useLoaderData()} redirect={Route.useSearch().redirect} />;
}
