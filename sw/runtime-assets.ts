/// <reference lib="webworker" />
import { CacheExpiration } from "workbox-expiration";
import { registerRoute } from "workbox-routing";
import { cacheNames } from "./cache-names";

declare const self: ServiceWorkerGlobalScope;

/**
 * The chunks left out of the precache (see vite.config.ts); an old tab's other files must not take
 * their room in this small cache.
 */
const lateChunk = /^\/assets\/(dexie|dompurify)-[\w-]+\.js$/;

/** Builds keep a handful of late chunks each; older builds' copies go first. */
const limits = { maxEntries: 12, maxAgeSeconds: 90 * 24 * 60 * 60 } as const;
let expiration: CacheExpiration | null = null;
const expire = () => {
  expiration ??= new CacheExpiration(cacheNames.lateAssets, { ...limits });
  return expiration;
};

/**
 * Built files left out of the precache (the local database, the HTML sanitiser): fetched the first
 * time a screen needs them, then kept, so they work offline from then on. Their names carry their
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
