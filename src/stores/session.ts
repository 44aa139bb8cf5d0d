import { useEffect, useState } from "react";
import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import { storageKeys } from "./storage-keys";

/** The spec's local-storage keys of the token set. */
export const tokenKeys = storageKeys.tokens;

/** When the server gives no expiry, an access token is trusted for 5 minutes. */
export const ACCESS_FALLBACK_MS = 5 * 60_000;

export type TokenSet = {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  accessExpiresAt: number;
  refreshExpiresAt: number | null;
};

export type IssuedTokens = {
  access: string;
  refresh?: string | null;
  access_token_expiration?: string | null;
  refresh_token_expiration?: string | null;
};

type SessionState = {
  tokens: TokenSet | null;
  setTokens(issued: IssuedTokens, now?: number): void;
  clear(): void;
};

function parseTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

function readStored(storage: Storage): TokenSet | null {
  const accessToken = storage.getItem(tokenKeys.access);
  const refreshToken = storage.getItem(tokenKeys.refresh);
  const accessExpiresAt = parseTime(storage.getItem(tokenKeys.accessExpiration));
  if (!accessToken || !refreshToken || accessExpiresAt === null) return null;
  return {
    accessToken,
    refreshToken,
    accessExpiresAt,
    refreshExpiresAt: parseTime(storage.getItem(tokenKeys.refreshExpiration)),
  };
}

function writeStored(storage: Storage, tokens: TokenSet | null) {
  if (!tokens) {
    for (const key of Object.values(tokenKeys)) storage.removeItem(key);
    return;
  }
  storage.setItem(tokenKeys.access, tokens.accessToken);
  storage.setItem(tokenKeys.refresh, tokens.refreshToken);
  storage.setItem(tokenKeys.accessExpiration, new Date(tokens.accessExpiresAt).toISOString());
  if (tokens.refreshExpiresAt === null) storage.removeItem(tokenKeys.refreshExpiration);
  else storage.setItem(tokenKeys.refreshExpiration, new Date(tokens.refreshExpiresAt).toISOString());
  storage.setItem(tokenKeys.flag, "true");
}

export function createSessionStore(storage: Storage) {
  const store = createStore<SessionState>()((set, get) => ({
    tokens: readStored(storage),
    setTokens(issued, now = Date.now()) {
      const previous = get().tokens;
      const refreshToken = issued.refresh ?? previous?.refreshToken;
      if (!refreshToken) throw new Error("Refresh token missing");
      const tokens: TokenSet = {
        accessToken: issued.access,
        refreshToken,
        accessExpiresAt: parseTime(issued.access_token_expiration) ?? now + ACCESS_FALLBACK_MS,
        refreshExpiresAt:
          parseTime(issued.refresh_token_expiration) ??
          (issued.refresh ? null : (previous?.refreshExpiresAt ?? null)),
      };
      writeStored(storage, tokens);
      set({ tokens });
    },
    clear() {
      writeStored(storage, null);
      set({ tokens: null });
    },
  }));
  return store;
}

/** Authenticated means the access-token expiration lies in the future. */
export function isAuthenticated(tokens: TokenSet | null, now = Date.now()): boolean {
  return !!tokens && tokens.accessExpiresAt > now;
}

/** A refresh can still be tried while the refresh token has not expired. */
export function canRefresh(tokens: TokenSet | null, now = Date.now()): boolean {
  return !!tokens && (tokens.refreshExpiresAt === null || tokens.refreshExpiresAt > now);
}

export const sessionStore = createSessionStore(globalThis.localStorage);

const endedElsewhere = new Set<() => void>();
/** Called when another tab of the app logs out: this one follows, so no tab keeps a session that ended. */
export function onSessionEndedElsewhere(listener: () => void): () => void {
  endedElsewhere.add(listener);
  return () => endedElsewhere.delete(listener);
}

// Another tab logged in or out: follow it.
globalThis.addEventListener?.("storage", (event) => {
  if (event.key && (Object.values(tokenKeys) as string[]).includes(event.key)) {
    const before = sessionStore.getState().tokens;
    const after = readStored(globalThis.localStorage);
    sessionStore.setState({ tokens: after });
    if (before && !after) for (const listener of endedElsewhere) listener();
  }
});

export function useSession<T>(select: (state: SessionState) => T): T {
  return useStore(sessionStore, select);
}

/** Authenticated now; re-renders when the session changes and when the access token expires. */
export function useIsAuthenticated(): boolean {
  const tokens = useSession((s) => s.tokens);
  const [, setTick] = useState(0);
  const authenticated = isAuthenticated(tokens);
  useEffect(() => {
    if (!tokens || !authenticated) return;
    const timer = setTimeout(
      () => setTick((n) => n + 1),
      Math.min(tokens.accessExpiresAt - Date.now() + 50, 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [tokens, authenticated]);
  return authenticated;
}
