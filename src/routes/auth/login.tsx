import { createFileRoute, redirect } from "@tanstack/react-router";
import { LoginScreen } from "../../features/auth/login-screen";
import { loginSearch, searchValidator } from "../../lib/search-params";
import { isAuthenticated, sessionStore } from "../../stores/session";

export const Route = createFileRoute("/auth/login")({
  validateSearch: searchValidator(loginSearch),
  // Someone already logged in has nothing to do here.
  beforeLoad: () => {
    if (isAuthenticated(sessionStore.getState().tokens)) throw redirect({ to: "/" });
  },
  component: LoginPage,
});

function LoginPage() {
  const { redirect: to, verification } = Route.useSearch();
  return <LoginScreen redirect={to} verified={verification === "success"} />;
}
