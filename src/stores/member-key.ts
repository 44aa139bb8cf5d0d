import { sessionStore } from "./session";

/**
 * Who the signed-in member is, for keying what the phone keeps of them: the subject of the access
 * token (kept even once expired, and readable offline, unlike the profile). Not a proof of
 * anything: the server checks the token itself.
 */
export function memberKey(accessToken = sessionStore.getState().tokens?.accessToken): string | null {
  const payload = accessToken?.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const sub: unknown = JSON.parse(json).sub;
    return typeof sub === "string" && sub ? sub : null;
  } catch {
    return null;
  }
}
