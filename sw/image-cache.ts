import { CacheExpiration } from "workbox-expiration";
import { cacheNames } from "./cache-names";

/**
 * The catalogue's pictures are kept for offline use, but a phone's storage is small: at most
 * 120 pictures (the whole catalogue and the home's banners), the least recently used go first,
 * and none left unused for 30 days is served.
 */
export const IMAGE_CACHE_LIMITS = { maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

let expiration: CacheExpiration | null = null;
const limits = () => {
  expiration ??= new CacheExpiration(cacheNames.images, { ...IMAGE_CACHE_LIMITS });
  return expiration;
};

/** A picture from the cache, still fresh; its use keeps it from being the next to go. */
export async function cachedImage(url: string): Promise<Response | null> {
  const cache = await caches.open(cacheNames.images);
  const cached = await cache.match(url);
  if (!cached || (await limits().isURLExpired(url))) return null;
  await limits().updateTimestamp(url);
  return cached;
}

/** Keeps a picture, then drops what goes past the limits. */
export async function keepImage(url: string, response: Response): Promise<void> {
  const cache = await caches.open(cacheNames.images);
  await cache.put(url, response);
  await limits().updateTimestamp(url);
  await limits().expireEntries();
}
