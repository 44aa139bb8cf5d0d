/** The service worker's caches; a new version of a name drops the old cache. */
export const cacheNames = {
  catalogue: "public-catalogue-v1",
  images: "public-images-v1",
  configs: "public-configs-v1",
  lateAssets: "late-assets-v1",
} as const;
