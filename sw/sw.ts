/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { registerBackOffice } from "./back-office";
import { registerCatalogueRoutes, warmCatalogue } from "./catalogue";
import { registerPublicRoutes } from "./public-data";
import { registerLateAssets } from "./runtime-assets";

declare const self: ServiceWorkerGlobalScope;

// The app shell: every built file, so the app opens with no network.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any page address (a deep link such as /services/3) opens the shell; the router does the rest.
// Not the back-office's (`/admin/…`): an app of its own, with its own page.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("/index.html"), {
    denylist: [/^\/api\//, /^\/media\//, /^\/sandbox\//, /^\/admin(\/|$)/, /^\/admin\.html$/],
  }),
);

registerCatalogueRoutes();
registerPublicRoutes();
registerLateAssets();
registerBackOffice();

self.addEventListener("install", (event) => {
  // The catalogue is fetched once at install so it can be browsed offline even before it is visited.
  event.waitUntil(warmCatalogue().catch(() => undefined));
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
});

clientsClaim();
