/// <reference lib="webworker" />
import { registerRoute } from "workbox-routing";
import { apiBase } from "./api-base";
import { cacheNames } from "./cache-names";
import { answerDetail, answerList } from "./catalogue-offline";
import { cachedImage, keepImage } from "./image-cache";
import { servedFrom } from "./served-from";

declare const self: ServiceWorkerGlobalScope;

const listPath = `${apiBase}booking/services/`;
/** The whole catalogue in one answer, kept for offline questions. */
const fullListUrl = `${listPath}?page=1&page_size=100`;
const NETWORK_TIMEOUT_MS = 4000;

async function fetchWithTimeout(request: Request): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NETWORK_TIMEOUT_MS);
  try {
    return await fetch(request, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/** What a gateway answers when the server behind it is down or too slow. */
const gatewayFailure = (status: number) => status === 502 || status === 503 || status === 504;

async function fullCatalogue(): Promise<{ id: number }[]> {
  const cache = await caches.open(cacheNames.catalogue);
  const stored = await cache.match(fullListUrl);
  if (!stored) return [];
  const body = (await stored.json().catch(() => null)) as { results?: { id: number }[] } | null;
  return Array.isArray(body?.results) ? body.results : [];
}

/** Network first (fresh prices), then the same answer from cache, then one built from the full list. */
async function handleCatalogue(request: Request, url: URL): Promise<Response> {
  const cache = await caches.open(cacheNames.catalogue);
  let response: Response | null = null;
  let slow = false;
  try {
    response = await fetchWithTimeout(request);
    if (response.ok) await cache.put(request.url, response.clone());
    // A relay in front answering for a server that is down: the kept copy is better than that.
    if (!gatewayFailure(response.status)) return response;
  } catch (error) {
    slow = error instanceof DOMException && error.name === "AbortError";
  }
  const answer = await offlineAnswer(cache, request, url);
  // Too slow is not gone: the copy proves nothing about the network, and no banner says so.
  if (answer) return servedFrom(answer, slow ? "cache" : "fallback");
  return response ?? Response.error();
}

/** The same question's last answer, else one built from the full list kept, else none. */
async function offlineAnswer(cache: Cache, request: Request, url: URL): Promise<Response | null> {
  const exact = await cache.match(request.url);
  if (exact) return exact;
  const items = await fullCatalogue();
  const rest = url.href.slice(listPath.length).split("?")[0] ?? "";
  const detailId = /^(\d+)\/$/.exec(rest)?.[1];
  if (detailId) return answerDetail(items, Number(detailId));
  if (rest === "" && items.length) return answerList(items, url);
  return null;
}

/** Illustrations of the catalogue: they never change under the same address. */
async function handleImage(request: Request): Promise<Response> {
  const cached = await cachedImage(request.url);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await keepImage(request.url, response.clone());
  return response;
}

export function registerCatalogueRoutes() {
  registerRoute(
    ({ url, request }) => request.method === "GET" && url.href.startsWith(listPath),
    ({ request, url }) => handleCatalogue(request, url),
  );
  registerRoute(
    ({ url, request }) =>
      request.method === "GET" &&
      url.origin === self.location.origin &&
      // A picture the centre sent (a service's, a banner's, a slide's): a new address for each one,
      // so kept the same way, and the home page shows its banner offline too.
      /^\/media\/(art|services|site)\//.test(url.pathname),
    ({ request }) => handleImage(request),
  );
}

/** The phone asks for lighter pages (Chrome's data saver). */
const savesData = () =>
  (self.navigator as WorkerNavigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Fetches the full catalogue and its pictures into the caches. With the data saver on, the list
 * only: its pictures are decorative, and the app does not show them then.
 */
export async function warmCatalogue() {
  const response = await fetch(fullListUrl);
  if (!response.ok) return;
  const cache = await caches.open(cacheNames.catalogue);
  await cache.put(fullListUrl, response.clone());
  if (savesData()) return;
  const body = (await response.json()) as { results?: { imageUrl?: string }[] };
  const urls = (body.results ?? []).map((s) => s.imageUrl).filter((u): u is string => typeof u === "string");
  await Promise.all(
    urls.map(async (u) => {
      const absolute = new URL(u, self.location.origin).href;
      if (await cachedImage(absolute)) return;
      const image = await fetch(absolute).catch(() => null);
      if (image?.ok) await keepImage(absolute, image);
    }),
  );
}
