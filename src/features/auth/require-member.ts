import { redirect } from "@tanstack/react-router";
import { isApiError } from "../../api/errors";
import { api } from "../../api/instance";
import { canRefresh, isAuthenticated, sessionStore } from "../../stores/session";

/**
 * Route guard: a member with an expired access token but a live refresh token is refreshed
 * first; anyone else goes to login with a way back.
 */
export async function requireMember(returnTo: string): Promise<void> {
  const { tokens } = sessionStore.getState();
  if (isAuthenticated(tokens)) return;
  if (canRefresh(tokens)) {
    // Offline: let the member in; the page shows what it can and says it is offline.
    const refreshed = await api
      .refreshAccess()
      .catch((error: unknown) => (isApiError(error) && error.kind === "network" ? "offline" : null));
    if (refreshed) return;
    sessionStore.getState().clear();
  }
  throw redirect({ to: "/auth/login", search: { redirect: returnTo } });
}
