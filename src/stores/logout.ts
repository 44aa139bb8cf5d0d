import { logout as logoutCall } from "../api/accounts";
import { profileStore } from "./profile";
import { reservationDraftStore } from "./reservation-draft";
import { sessionStore } from "./session";
import { memberStorageKeys } from "./storage-keys";

/** Caches of the service worker that may hold member answers. */
export const memberCachePrefix = "member-";

/** Ends the session on the server (best effort) and wipes the member's data from this phone. */
export async function logoutMember(): Promise<void> {
  const tokens = sessionStore.getState().tokens;
  if (tokens) await logoutCall(tokens.accessToken, tokens.refreshToken).catch(() => undefined);
  sessionStore.getState().clear();
  profileStore.getState().clear();
  await reservationDraftStore.getState().reset();
  for (const key of memberStorageKeys) localStorage.removeItem(key);
  sessionStorage.clear();
  // Loaded on demand: the local database is not part of the first screen's JavaScript.
  const { localDb } = await import("../db/accessors");
  await localDb.clearMemberData().catch(() => undefined);
  if ("caches" in globalThis) {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => n.startsWith(memberCachePrefix)).map((n) => caches.delete(n)));
  }
}
