import { createFileRoute } from "@tanstack/react-router";
import { loadAuthSlider } from "../../features/auth/auth-slider";
import { RegisterScreen } from "../../features/auth/register-screen";
import { CATALOGUE_STALE_MS } from "../../lib/cache-times";

export const Route = createFileRoute("/auth/register")({
  loader: ({ abortController }) => loadAuthSlider(abortController.signal),
  staleTime: CATALOGUE_STALE_MS,
  component: RegisterPage,
});

function RegisterPage() {
  return <RegisterScreen slider={Route.useLoaderData()} />;
}
