import { registerRoute } from "workbox-routing";
import { StaleWhileRevalidate } from "workbox-strategies";
import { apiBase } from "./api-base";
import { cacheNames } from "./cache-names";
import { servedFrom } from "./served-from";

/** Public settings shown on every page: served at once from cache, refreshed in the background. */
const publicConfigs = [
  "authSlider/",
  "banner/",
  "homeconfigs/",
  "modal/",
  "termspolicies/",
  "integerSetting/",
  "faq/",
  "about/",
].map((path) => `${apiBase}configs/${path}`);

export function registerPublicRoutes() {
  const strategy = new StaleWhileRevalidate({
    cacheName: cacheNames.configs,
    // Served without asking the network: proves nothing about it to the page.
    plugins: [
      {
        cachedResponseWillBeUsed: async ({ cachedResponse }) =>
          cachedResponse && servedFrom(cachedResponse, "cache"),
      },
    ],
  });
  registerRoute(
    ({ url, request }) => request.method === "GET" && publicConfigs.some((p) => url.href.startsWith(p)),
    strategy,
  );
  registerRoute(
    ({ url, request }) => request.method === "GET" && url.pathname.startsWith("/media/docs/"),
    strategy,
  );
}
