import type { AnyRouter } from "@tanstack/react-router";

/**
 * A short fingerprint of what a page was drawn from: the data of its routes and the year (the
 * footer shows it). Written on a page drawn at build time and compared by the app once it has the
 * same page's data: equal, the app adopts the drawn elements; different (a catalogue edited since
 * the build, a new year), it draws its own, since adopting would keep the stale text and images.
 */
export function drawnFrom(router: AnyRouter, now: Date = new Date()): string {
  const data = JSON.stringify(
    [now.getFullYear(), router.state.matches.map((m) => [m.routeId, m.loaderData])],
    // Data still on its way (a page's related list) is left out: the router marks it differently
    // on each side, and React checks the text it brings anyway.
    (_key, value: unknown) => (value instanceof Promise ? undefined : value),
  );
  // FNV-1a, 32 bits: enough to tell two versions of one page apart, and the same in both places.
  let hash = 0x811c9dc5;
  for (let i = 0; i < data.length; i += 1) {
    hash ^= data.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
