import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import { fetchProfile } from "../api/accounts";
import { isApiError } from "../api/errors";
import type { Profile } from "../contract/accounts";

type ProfileState = {
  profile: Profile | null;
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
 * owner. Kept in memory only (never in a cache another account could read).
 */
export const profileStore = createStore<ProfileState>()((set, get) => {
  let inFlight: Promise<Profile> | null = null;
  return {
    profile: null,
    status: "idle",
    load() {
      inFlight ??= (async () => {
        set({ status: "loading" });
        try {
          const answer = await fetchProfile();
          set({ profile: answer.body, status: "ready" });
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
    set: (profile) => set({ profile, status: "ready" }),
    clear: () => set({ profile: null, status: "idle" }),
  };
});

export function useProfile<T>(select: (state: ProfileState) => T): T {
  return useStore(profileStore, select);
}
