import "fake-indexeddb/auto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

/** Just enough of Cache Storage for the service worker's image cache, in memory. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  private key = (request: RequestInfo | URL) =>
    typeof request === "string" ? request : "url" in request ? request.url : request.href;
  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(this.key(request), response);
  }
  async match(request: RequestInfo | URL) {
    return this.entries.get(this.key(request))?.clone();
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(this.key(request));
  }
}
const stores = new Map<string, MemoryCache>();
const memoryCaches = {
  async open(name: string) {
    if (!stores.has(name)) stores.set(name, new MemoryCache());
    return stores.get(name) as MemoryCache;
  },
};

let imageCache: typeof import("../../sw/image-cache");
const T0 = Date.parse("2026-03-02T08:00:00Z");
const url = (i: number) => `http://app.test/media/art/service-${i}.svg`;
const picture = () => new Response("<svg/>", { headers: { "Content-Type": "image/svg+xml" } });
const stored = async () => [...(await memoryCaches.open("public-images-v1")).entries.keys()];

beforeAll(async () => {
  // Node 20 has no navigator; workbox reads it to decide how to log.
  if (!("navigator" in globalThis)) Object.assign(globalThis, { navigator: { userAgent: "node" } });
  Object.assign(globalThis, {
    self: globalThis,
    caches: memoryCaches,
    location: new URL("http://app.test/"),
  });
  imageCache = await import("../../sw/image-cache");
});
afterEach(() => vi.useRealTimers());

describe("the service worker's image cache", () => {
  it("keeps at most its limit of pictures, dropping the least recently used", async () => {
    const { IMAGE_CACHE_LIMITS, cachedImage, keepImage } = imageCache;
    vi.useFakeTimers({ toFake: ["Date"] });
    const extra = 10;
    for (let i = 0; i < IMAGE_CACHE_LIMITS.maxEntries + extra; i++) {
      vi.setSystemTime(T0 + i * 1000);
      await keepImage(url(i), picture());
      // The first picture is shown again and again: it stays.
      if (i > 0) expect(await cachedImage(url(0))).not.toBeNull();
    }
    const kept = await stored();
    expect(kept).toHaveLength(IMAGE_CACHE_LIMITS.maxEntries);
    expect(kept).toContain(url(0));
    for (let i = 1; i <= extra; i++) expect(kept).not.toContain(url(i));
    expect(kept).toContain(url(IMAGE_CACHE_LIMITS.maxEntries + extra - 1));
  });

  it("never serves a picture unused for 30 days", async () => {
    const { IMAGE_CACHE_LIMITS, cachedImage, keepImage } = imageCache;
    const month = IMAGE_CACHE_LIMITS.maxAgeSeconds * 1000;
    vi.useFakeTimers({ toFake: ["Date"] });
    // Later than every picture kept so far, so the count limit does not touch these.
    const kept = T0 + 86_400_000;
    vi.setSystemTime(kept);
    await keepImage(url(1000), picture());
    await keepImage(url(1001), picture());
    vi.setSystemTime(kept + month / 2);
    expect(await cachedImage(url(1001))).not.toBeNull();
    vi.setSystemTime(kept + month + 60_000);
    expect(await cachedImage(url(1000))).toBeNull();
    expect(await cachedImage(url(1001))).not.toBeNull();
  });
});
