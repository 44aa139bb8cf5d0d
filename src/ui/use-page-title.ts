import { useEffect } from "react";
import { brand } from "../brand";

/** The tab's title, also what a shared link and the history list show: the page, then the centre. */
export function pageTitle(page: string | null): string {
  return page ? `${page} — ${brand.name}` : `${brand.name} — ${brand.tagline}`;
}

/** Gives the page its own title while it is shown (null: the home page). */
export function usePageTitle(page: string | null): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
