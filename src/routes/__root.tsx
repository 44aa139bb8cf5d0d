import { createRootRoute } from "@tanstack/react-router";
import { AppLayout } from "../features/layout/app-layout";
import { NotFound } from "../features/layout/not-found";
import { loadSiteConfig } from "../queries/site-config";

export const Route = createRootRoute({
  // The menu, footer and home read the site's settings: asked for once, never waited for.
  beforeLoad: () => {
    loadSiteConfig();
  },
  component: AppLayout,
  notFoundComponent: NotFound,
});
