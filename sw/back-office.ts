/// <reference lib="webworker" />
import { registerRoute } from "workbox-routing";
import { cacheNames } from "./cache-names";

declare const self: ServiceWorkerGlobalScope;

/**
 * The back-office (`/admin/…`) is an app of its own, built apart: its page and its files (all named
 * `assets/admin-…`) are left out of the precache, which every client's phone downloads. A device is
 * a staff device once the back-office has said so (its staff check passed): only then are its page
 * and files kept, one build of them, so that it opens offline as the rest of the app does.
 */
const shellUrl = "/admin.html";
const backOfficePath = /^\/admin(\/|\.html$|$)/;
const backOfficeFile = /^\/assets\/admin-[\w.-]+$/;

/** The files the page's build is made of, listed in the page itself (vite.admin.config.ts). */
export function backOfficeFiles(html: string): string[] {
  const list = /<script type="application\/json" id="back-office-files">([^<]*)<\/script>/.exec(html)?.[1];
  if (!list) return [];
  const files: unknown = JSON.parse(list);
  return Array.isArray(files)
    ? files.filter((file) => typeof file === "string" && backOfficeFile.test(file))
    : [];
}

/** Opening the cache would create it, and make any device a staff device: looked for first. */
const keptCache = async () =>
  (await caches.has(cacheNames.backOffice)) ? caches.open(cacheNames.backOffice) : null;

/**
 * Keeps a build of the back-office: every file its page lists, then the page, so the page kept is
 * never one whose files are missing; the files of the build before go. Fails (the page kept stays
 * the one before) when a file cannot be fetched.
 */
export function keepBackOffice(shell: Response): Promise<void> {
  // One save at a time: two builds met during a rolling upgrade would otherwise each delete the
  // other's files and leave a page without its own.
  const next = saving.then(() => saveBuild(shell));
  saving = next.catch(() => undefined);
  return next;
}
let saving: Promise<unknown> = Promise.resolve();

async function saveBuild(shell: Response): Promise<void> {
  const files = backOfficeFiles(await shell.clone().text());
  if (files.length === 0) return;
  const cache = await caches.open(cacheNames.backOffice);
  await Promise.all(
    files.map(async (file) => {
      if (await cache.match(file)) return;
      const response = await fetch(file);
      if (!response.ok) throw new Error(`${file} : ${response.status}`);
      await cache.put(file, response);
    }),
  );
  await cache.put(shellUrl, shell);
  const keep = new Set([shellUrl, ...files]);
  for (const request of await cache.keys())
    if (!keep.has(new URL(request.url).pathname)) await cache.delete(request);
}

/** The back-office's page: the server's, and on a staff device the one kept when there is no network. */
export async function backOfficePage(request: Request, waitUntil: (work: Promise<unknown>) => void) {
  try {
    const response = await fetch(request);
    // A new build since the last visit: kept in the background, the page does not wait for it.
    const cache = response.ok ? await keptCache() : null;
    if (cache) waitUntil(keepBackOffice(response.clone()).catch(() => undefined));
    return response;
  } catch (error) {
    const kept = await (await keptCache())?.match(shellUrl);
    if (kept) return kept;
    throw error;
  }
}

/** One of its files: the kept copy on a staff device (names carry their content's hash), else the network. */
export async function backOfficeAsset(request: Request): Promise<Response> {
  const cache = await keptCache();
  const kept = await cache?.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (cache && response.ok) await cache.put(request, response.clone());
  return response;
}

export function registerBackOffice() {
  const own = (url: URL) => url.origin === self.location.origin;
  registerRoute(
    ({ url, request }) => request.method === "GET" && own(url) && backOfficePath.test(url.pathname),
    ({ request, event }) => backOfficePage(request, (work) => (event as ExtendableEvent).waitUntil(work)),
  );
  registerRoute(
    ({ url, request }) => request.method === "GET" && own(url) && backOfficeFile.test(url.pathname),
    ({ request }) => backOfficeAsset(request),
  );
  // The back-office's staff check passed on this device: from now on it is a staff device.
  self.addEventListener("message", (event) => {
    if (event.data?.type !== "KEEP_BACK_OFFICE") return;
    event.waitUntil(
      (async () => {
        // Already a staff device: each opening of the page keeps its build in the background.
        if (await keptCache()) return;
        const shell = await fetch(shellUrl, { cache: "no-cache" });
        if (shell.ok) await keepBackOffice(shell);
      })().catch(() => undefined),
    );
  });
}
