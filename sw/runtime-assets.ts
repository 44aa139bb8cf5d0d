/// <reference lib="webworker" />
import { CacheExpiration } from "workbox-expiration";
import { registerRoute } from "workbox-routing";
import { cacheNames } from "./cache-names";
import { lateChunk } from "./late-chunks";

declare const self: ServiceWorkerGlobalScope;

/** Builds keep a dozen late files each (sw/late-chunks.ts); older builds' copies go first. */
const limits = { maxEntries: 36, maxAgeSeconds: 90 * 24 * 60 * 60 } as const;
let expiration: CacheExpiration | null = null;
const expire = () => {
  expiration ??= new CacheExpiration(cacheNames.lateAssets, { ...limits });
  return expiration;
};

/**
 * Built files left out of the precache (sw/late-chunks.ts): fetched the first time a screen needs
 * them, then kept, so they work offline from then on. Their names carry their
 * content's hash, so a kept copy never goes stale. Precached files never reach this route.
 */
async function lateAsset(request: Request): Promise<Response> {
  const cache = await caches.open(cacheNames.lateAssets);
  const kept = await cache.match(request);
  if (kept) {
    await expire().updateTimestamp(request.url);
    return kept;
  }
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await expire().updateTimestamp(request.url);
    await expire().expireEntries();
  }
  return response;
}

export function registerLateAssets() {
  registerRoute(
    ({ url, request }) =>
      request.method === "GET" && url.origin === self.location.origin && lateChunk.test(url.pathname),
    ({ request }) => lateAsset(request),
  );
}
