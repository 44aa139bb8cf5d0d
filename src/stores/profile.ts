import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import { isApiError } from "../api/errors";
import type { Profile } from "../contract/profile";
import { storageKeys } from "./storage-keys";

/** The profile's call and schema, in a file of their own: a visitor's first screen does without them. */
export const loadSessionCalls = () => import("../api/session");

/** What the header shows of the member when the profile cannot load (offline): the name alone. */
export type SavedName = Pick<Profile, "first_name" | "last_name">;

function readSavedName(): SavedName | null {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(storageKeys.member.name) ?? "null");
    const { first_name, last_name } = (saved ?? {}) as Record<string, unknown>;
    return typeof first_name === "string" && typeof last_name === "string" ? { first_name, last_name } : null;
  } catch {
    return null;
  }
}

function saveName({ first_name, last_name }: Profile): SavedName {
  const name = { first_name, last_name };
  try {
    localStorage.setItem(storageKeys.member.name, JSON.stringify(name));
  } catch {
    // Storage full or blocked: offline, the header says 'Utilisateur' instead.
  }
  return name;
}

type ProfileState = {
  profile: Profile | null;
  /** The member's name as last loaded, kept on the phone until logout. */
  savedName: SavedName | null;
  status: "idle" | "loading" | "ready" | "error";
  /** Loads the profile; calls made while one is out share it (the header and /profil ask at once). */
  load(): Promise<Profile>;
  /** The profile already loaded, else a load. */
  ensure(): Promise<Profile>;
  /** A load that starts after any under way: what changed on the server since is in it. */
  refresh(): Promise<Profile>;
  set(profile: Profile): void;
  clear(): void;
};

/**
 * The member's profile and balance, shared by the header, the home greeting and Mon Profil: its one
 * owner. Kept in memory only (never in a cache another account could read), but for the name, in
 * local storage, which logout and another account's login empty.
 */
export const profileStore = createStore<ProfileState>()((set, get) => {
  let inFlight: Promise<Profile> | null = null;
  return {
    profile: null,
    savedName: typeof localStorage === "undefined" ? null : readSavedName(),
    status: "idle",
    load() {
      inFlight ??= (async () => {
        set({ status: "loading" });
        try {
          const answer = await (await loadSessionCalls()).fetchProfile();
          set({ profile: answer.body, savedName: saveName(answer.body), status: "ready" });
          return answer.body;
        } catch (error) {
          if (isApiError(error) && error.status === 401) set({ profile: null });
          set({ status: "error" });
          throw error;
        } finally {
          inFlight = null;
        }
      })();
      return inFlight;
    },
    ensure() {
      const { profile, status } = get();
      return profile && status === "ready" ? Promise.resolve(profile) : get().load();
    },
    async refresh() {
      if (inFlight) await inFlight.catch(() => undefined);
      return get().load();
    },
    set: (profile) => set({ profile, savedName: saveName(profile), status: "ready" }),
    clear: () => set({ profile: null, savedName: null, status: "idle" }),
  };
});

export function useProfile<T>(select: (state: ProfileState) => T): T {
  return useStore(profileStore, select);
}
