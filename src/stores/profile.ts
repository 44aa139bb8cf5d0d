import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import { fetchProfile } from "../api/accounts";
import { isApiError } from "../api/errors";
import type { Profile } from "../contract/accounts";

type ProfileState = {
  profile: Profile | null;
  status: "idle" | "loading" | "ready" | "error";
  load(): Promise<void>;
  set(profile: Profile): void;
  clear(): void;
};

/** The member's profile, kept in memory only (never in a cache another account could read). */
export const profileStore = createStore<ProfileState>()((set, get) => ({
  profile: null,
  status: "idle",
  async load() {
    if (get().status === "loading") return;
    set({ status: "loading" });
    try {
      const answer = await fetchProfile();
      set({ profile: answer.body, status: "ready" });
    } catch (error) {
      if (isApiError(error) && error.status === 401) set({ profile: null });
      set({ status: "error" });
    }
  },
  set: (profile) => set({ profile, status: "ready" }),
  clear: () => set({ profile: null, status: "idle" }),
}));

export function useProfile<T>(select: (state: ProfileState) => T): T {
  return useStore(profileStore, select);
}
