/** The service worker's caches; a new version of a name drops the old cache. */
export const cacheNames = {
  catalogue: "public-catalogue-v1",
  images: "public-images-v1",
  configs: "public-configs-v1",
  lateAssets: "late-assets-v1",
  /** The back-office's page and files, on a staff device only (sw/back-office.ts). */
  backOffice: "back-office-v1",
} as const;
