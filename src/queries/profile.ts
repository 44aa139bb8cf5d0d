import { loadSessionCalls } from "../api/lazy-session";
import type { Profile } from "../contract/profile";
import { memberKey } from "../stores/member-key";
import { storageKeys } from "../stores/storage-keys";
import { type Query, useEntry } from "./cache";

/** What the header shows of the member when the profile cannot load (offline): the name alone. */
export type SavedName = Pick<Profile, "first_name" | "last_name">;

/** The name last loaded on this phone, kept until logout. */
export function savedName(): SavedName | null {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(storageKeys.member.name) ?? "null");
    const { first_name, last_name } = (saved ?? {}) as Record<string, unknown>;
    return typeof first_name === "string" && typeof last_name === "string" ? { first_name, last_name } : null;
  } catch {
    return null;
  }
}

export function saveName({ first_name, last_name }: Profile) {
  try {
    localStorage.setItem(storageKeys.member.name, JSON.stringify({ first_name, last_name }));
  } catch {
    // Storage full or blocked: offline, the header says 'Utilisateur' instead.
  }
}

export const profileKey = () => `profile:${memberKey()}`;

/**
 * The member's profile and balance, shown by the header, the home greeting, Mon Profil and a pack's
 * payment: one read for all, kept until something changes it (a payment, a cancellation, a save).
 * Kept in memory only (never in a cache another account could read), but for the name, in local
 * storage, which logout and another account's login empty.
 */
export const profileQuery = (): Query<Profile> => ({
  key: profileKey(),
  load: async () => {
    const answer = await (await loadSessionCalls()).fetchProfile();
    saveName(answer.body);
    return answer.body;
  },
  staleMs: Number.POSITIVE_INFINITY,
});

export type ProfileStatus = "idle" | "loading" | "ready" | "error";

/** The profile as kept, and whether it is being read or its last read failed. */
export function useProfile(): { profile: Profile | null; status: ProfileStatus } {
  const entry = useEntry<Profile>(profileKey);
  const profile = entry?.data?.value ?? null;
  const status = entry?.reading ? "loading" : entry?.error ? "error" : profile ? "ready" : "idle";
  return { profile, status };
}

/** The member's name: the profile's, else the one last loaded on this phone (offline). */
export function useMemberName(): SavedName | null {
  return useProfile().profile ?? savedName();
}
