import { createFileRoute, redirect } from "@tanstack/react-router";
import { loadAuthSlider } from "../../features/auth/auth-slider";
import { LoginScreen } from "../../features/auth/login-screen";
import { fr } from "../../i18n/fr";
import { loginSearch, searchValidator } from "../../lib/search-params";
import { isAuthenticated, sessionStore } from "../../stores/session";
import { usePageTitle } from "../../ui/use-page-title";

export const Route = createFileRoute("/auth/login")({
  validateSearch: searchValidator(loginSearch),
  // Someone already logged in has nothing to do here.
  beforeLoad: () => {
    if (isAuthenticated(sessionStore.getState().tokens)) throw redirect({ to: "/" });
  },
  loader: () => loadAuthSlider(),
  component: LoginPage,
});

function LoginPage() {
  usePageTitle(fr.titles.login);
  const { redirect: to, verification } = Route.useSearch();
  return <LoginScreen redirect={to} verified={verification === "success"} slider={Route.useLoaderData()} />;
}
