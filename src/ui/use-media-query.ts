import { useCallback, useSyncExternalStore } from "react";

/** Spec: 'mobile' means a width of 768 px or less. */
export const MOBILE_QUERY = "(max-width: 768px)";

/** The screen width public pages are drawn for at build time: a phone's. */
export const DRAWN_WIDTH = 360;

/**
 * Whether `query` holds on the screen pages are drawn for ahead of time. Only width ranges are
 * known then; anything else (pointer, motion, colours) is taken as not holding.
 */
export function matchesDrawnScreen(query: string): boolean {
  return query.split(",").some((part) => {
    const range = /\((max|min)-width:\s*(\d+)px\)/.exec(part);
    if (!range) return false;
    return range[1] === "max" ? DRAWN_WIDTH <= Number(range[2]) : DRAWN_WIDTH >= Number(range[2]);
  });
}

/**
 * Whether the screen matches `query`, following its changes. While the app adopts a page drawn
 * at build time, it first answers as for that page's screen (React then redraws what differs):
 * an answer from the real screen there would not match the drawn elements.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => matchesDrawnScreen(query),
  );
}
