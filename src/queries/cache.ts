import { useSyncExternalStore } from "react";
import { createQueryCache, type Entry } from "../lib/query-cache";
import { onMemberForgotten } from "../stores/member-forgotten";

/** The app's one cache of what it reads from the API (see docs/data-loading.md). */
export const queries = createQueryCache();
/** What is the same for everyone (the centre's settings, its catalogue and who delivers it, its slots): kept on logout. */
const publicKey = (key: string) => /^(config|services|service|practitioners|slots):/.test(key);
// Nothing read for one account shows to the next: wiped with the member's data, reads under way too.
onMemberForgotten(() => queries.clear(publicKey));

/** What a screen reads: its key (what it reads, and for whom), how, and how long a value serves. */
export type Query<T> = { key: string; load: () => Promise<T>; staleMs: number };

/** A route's loader, or an action, reads through the cache. */
export const read = <T>({ key, load, staleMs }: Query<T>): Promise<T> => queries.read(key, load, staleMs);

/**
 * The entry of `key` as kept, followed as it changes; nothing is asked for. A function gives a key
 * that follows the session (a member's): worked out again at each change.
 */
export function useEntry<T>(key: string | null | (() => string)): Entry<T> | undefined {
  const snapshot = () => (key === null ? undefined : queries.peek<T>(typeof key === "string" ? key : key()));
  // A page drawn at build time, and the app adopting it, draw without what is kept: the same
  // elements on both sides whatever arrived meanwhile; what is kept shows right after.
  return useSyncExternalStore(queries.subscribe, snapshot, () => undefined);
}
