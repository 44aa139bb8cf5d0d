import { loadSessionCalls } from "../api/lazy-session";
import { memberForgotten, wipeMember } from "./member-forgotten";
import { memberKey } from "./member-key";
import { sessionStore, tokenKeys } from "./session";
import { memberStorageKeys, storageKeys } from "./storage-keys";

/**
 * Wipes the member's data from this phone: memory, local and session storage, the local database
 * and the member's caches. With `keepSession`, the tokens just issued to the next member stay.
 */
export function forgetMemberOnPhone({ keepSession = false } = {}): Promise<void> {
  return wipeMember(() => wipe(keepSession));
}

async function wipe(keepSession: boolean): Promise<void> {
  // At once (the listeners start before any wait): the next member's profile, asked for as they log
  // in, must not be cleared after it. The app's cache of reads and the router's, the reservation
  // draft if loaded, a service on its way.
  await memberForgotten();
  const kept = new Set<string>(keepSession ? [...Object.values(tokenKeys), storageKeys.member.subject] : []);
  for (const key of memberStorageKeys) if (!kept.has(key)) localStorage.removeItem(key);
  if (!keepSession) sessionStorage.clear();
  // The local database and the caches: code of its own, loaded here (precached by the service
  // worker, so offline too). Offline with no service worker yet, it cannot come: the session and
  // the storage are gone all the same, and the next account's login wipes the rest (`watchMemberSwitch`).
  await import("./local-member-data").then(
    (local) => local.clearLocalMemberData(),
    () => undefined,
  );
}

/** Ends the session on the server (best effort) and wipes the member's data from this phone. */
export async function logoutMember(): Promise<void> {
  const tokens = sessionStore.getState().tokens;
  // Offline, even its file may not come: the phone forgets the member all the same.
  if (tokens)
    await loadSessionCalls()
      .then((calls) => calls.logout(tokens.accessToken, tokens.refreshToken))
      .catch(() => undefined);
  sessionStore.getState().clear();
  await forgetMemberOnPhone();
}

let watching = false;
/**
 * Another account logging in on this phone (after a session ended without a logout) finds nothing
 * of the previous one: the switch is seen as the tokens are set, before any page reads the data.
 */
export function watchMemberSwitch(): void {
  if (watching) return;
  watching = true;
  const follow = (tokens: ReturnType<typeof sessionStore.getState>["tokens"]) => {
    const subject = tokens ? memberKey(tokens.accessToken) : null;
    if (!subject) return;
    const held = localStorage.getItem(storageKeys.member.subject);
    if (held === subject) return;
    if (held) void forgetMemberOnPhone({ keepSession: true });
    localStorage.setItem(storageKeys.member.subject, subject);
  };
  follow(sessionStore.getState().tokens);
  sessionStore.subscribe((state) => follow(state.tokens));
}
