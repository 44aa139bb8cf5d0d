import { createFileRoute, useRouter } from "@tanstack/react-router";
import { loadHome } from "../features/home/home-data";
import { HomeScreen } from "../features/home/home-screen";
import { CATALOGUE_STALE_MS } from "../lib/cache-times";
import { usePageTitle } from "../ui/use-page-title";

export const Route = createFileRoute("/")({
  loader: ({ abortController }) => loadHome(abortController.signal),
  staleTime: CATALOGUE_STALE_MS,
  component: HomePage,
});

function HomePage() {
  usePageTitle(null);
  const router = useRouter();
  return <HomeScreen data={Route.useLoaderData()} onRetry={() => void router.invalidate()} />;
}
