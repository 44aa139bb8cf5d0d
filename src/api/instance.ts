import { sessionStore } from "../stores/session";
import { createApiClient } from "./client";
import { reachability } from "./reachability";

/** The API base: `VITE_API_BASE` at build time, `/api/` by default. */
export const apiBase = new URL(import.meta.env.VITE_API_BASE ?? "/api/", globalThis.location?.origin).href;

let onSessionExpired = () => {};
/** app.tsx plugs the router in here: where to send a user whose session ended. */
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

export const api = createApiClient({
  baseUrl: apiBase,
  session: sessionStore,
  onSessionExpired: () => onSessionExpired(),
  reachability,
});

// A hung check counts as no answer: the next one comes 20 s later.
reachability.probeWith(() =>
  fetch(`${apiBase}health/`, { cache: "no-store", signal: AbortSignal.timeout(10_000) }),
);
