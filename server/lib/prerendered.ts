/**
 * The public pages rendered at build time (scripts/prerender.ts), one copy per mode: the demo copy
 * carries the demonstration line the app would add, so nothing moves when the app takes over.
 */
export function prerenderedRoutes(serviceIds: readonly number[]): string[] {
  return [
    "/",
    "/services",
    ...serviceIds.map((id) => `/services/${id}`),
    "/Faq",
    "/Qui-somme-nous",
    "/contactez-nous",
    "/auth/login",
    "/reservation",
  ];
}

/** Where the page for `pathname` is kept, inside the built app: one folder per address segment. */
export function prerenderedPath(pathname: string, demo: boolean): string {
  return `pages/${demo ? "demo" : "live"}${pathname === "/" ? "" : pathname}/index.html`;
}

/**
 * Whether a request may get the page drawn at build time: a plain address (a search or a page
 * number is another page; no dot, so never outside the folder), and not a phone asking to save
 * data (the page's pictures would come with it).
 */
export function wantsPrerendered(url: URL, saveData: string | undefined): boolean {
  if (url.search !== "" || saveData?.trim().toLowerCase() === "on") return false;
  return /^(\/[\w-]+)*\/?$/.test(url.pathname) && !url.pathname.endsWith("/index");
}
