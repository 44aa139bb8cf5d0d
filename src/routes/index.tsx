import { createFileRoute, useRouter } from "@tanstack/react-router";
import { loadHome } from "../features/home/home-data";
import { HomeScreen } from "../features/home/home-screen";
import { usePageTitle } from "../ui/use-page-title";

export const Route = createFileRoute("/")({
  // Through the cache, which says how long each part serves; a part that failed is not kept.
  loader: () => loadHome(),
  component: HomePage,
});

function HomePage() {
  usePageTitle(null);
  const router = useRouter();
  return <HomeScreen data={Route.useLoaderData()} onRetry={() => void router.invalidate()} />;
}
