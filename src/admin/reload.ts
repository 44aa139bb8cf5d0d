import { useRouter } from "@tanstack/react-router";
import { useCallback } from "react";

/** Loads one page's data again (an action done, the agenda's poll); the rest stays as it is. */
export function useReload(routeId: string) {
  const router = useRouter();
  return useCallback(
    () => router.invalidate({ filter: (match) => match.routeId === routeId }),
    [router, routeId],
  );
}
