import { useRouter } from "@tanstack/react-router";
import { useCallback } from "react";

/**
 * After an action (or the agenda's poll): what it changed is invalidated in the cache
 * (`src/queries/staff-changes.ts`), then this page's loader runs again and reads it anew through the
 * cache; the rest of the page stays as it is. The one way a back-office page shows what changed.
 */
export function useReload(routeId: string, changed: () => void) {
  const router = useRouter();
  return useCallback(() => {
    changed();
    return router.invalidate({ filter: (match) => match.routeId === routeId });
  }, [router, routeId, changed]);
}
