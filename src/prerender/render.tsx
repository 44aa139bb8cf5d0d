import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { prerender } from "react-dom/static";
import { PrerenderedMode } from "../features/layout/demo-banner";
import { NotFound } from "../features/layout/not-found";
import { PagePending } from "../features/layout/page-pending";
import { RouteError } from "../features/layout/route-error";
import { drawnFrom } from "../lib/drawn-from";
import { routeTree } from "../routeTree.gen";

/**
 * The page at `url` as a visitor without an account first sees it, as HTML: drawn at build time
 * (scripts/prerender.ts) so that a first visit paints before any script has run.
 */
export async function renderPage(
  url: string,
  mode: { demo: boolean },
): Promise<{ html: string; drawnFrom: string; routeIds: string[] }> {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [url] }),
    defaultPendingComponent: PagePending,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    isServer: true,
  });
  await router.load();
  // Waits for every lazy part of the page, so the HTML is the whole page and needs no script.
  const { prelude } = await prerender(
    <PrerenderedMode.Provider value={mode}>
      <RouterProvider router={router} />
    </PrerenderedMode.Provider>,
    // One piece: React would otherwise send a large page's body after a placeholder, by script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return {
    html: await new Response(prelude).text(),
    drawnFrom: drawnFrom(router),
    // Which routes draw the page: their files are listed in it (scripts/prerender.ts).
    routeIds: router.state.matches.map((match) => match.routeId),
  };
}

export { installSanitizer } from "../lib/sanitize";
