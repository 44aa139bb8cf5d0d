import { canRefresh, sessionStore } from "../stores/session";
import { api } from "./instance";

/** Refreshed this long before the access token expires, so an open app never looks logged out. */
const AHEAD_MS = 30_000;

/**
 * Keeps a member's session alive while the app is open: a refresh just before the access token
 * expires, and one on return to the app after it expired. A refused refresh ends the session.
 */
export function keepSessionFresh() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refresh = async () => {
    const tokens = sessionStore.getState().tokens;
    if (!tokens || !canRefresh(tokens) || document.visibilityState !== "visible") return;
    const token = await api.refreshAccess().catch(() => "offline");
    if (token === null) sessionStore.getState().clear();
  };
  const schedule = () => {
    clearTimeout(timer);
    const tokens = sessionStore.getState().tokens;
    if (!tokens) return;
    timer = setTimeout(
      refresh,
      Math.max(0, Math.min(tokens.accessExpiresAt - Date.now() - AHEAD_MS, 2 ** 31 - 1)),
    );
  };
  const onVisible = () => {
    const tokens = sessionStore.getState().tokens;
    if (tokens && tokens.accessExpiresAt - Date.now() < AHEAD_MS) void refresh();
  };
  const unsubscribe = sessionStore.subscribe(schedule);
  document.addEventListener("visibilitychange", onVisible);
  schedule();
  return () => {
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener("visibilitychange", onVisible);
  };
}
