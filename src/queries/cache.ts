import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { onMemberForgotten } from "../stores/member-forgotten";
import { createQueryCache, type Entry } from "./query-cache";

/** The app's one cache of what it reads from the API (see docs/data-loading.md). */
export const queries = createQueryCache();
// Nothing read for one account shows to the next: wiped with the member's data, reads under way too.
onMemberForgotten(() => queries.clear());

/** What a screen reads: its key (what it reads, and for whom), how, and how long a value serves. */
export type Query<T> = { key: string; load: () => Promise<T>; staleMs: number };

/** A route's loader, or an action, reads through the cache. */
export const read = <T>({ key, load, staleMs }: Query<T>): Promise<T> => queries.read(key, load, staleMs);

/** The entry of `key` as kept, followed as it changes; nothing is asked for. */
export function useEntry<T>(key: string | null): Entry<T> | undefined {
  const snapshot = () => (key === null ? undefined : queries.peek<T>(key));
  return useSyncExternalStore(queries.subscribe, snapshot, snapshot);
}

/**
 * The one way a component reads data it is not handed by its route's loader (what an interaction
 * inside a screen asks for): through the cache, read when the key first shows and again when a
 * mutation invalidates it. A value kept from before shows only while fresh; once shown, a value
 * stays while it is read again, and when that read fails (`error` then says so).
 */
export function useQuery<T>(query: Query<T> | null) {
  const key = query?.key ?? null;
  const latest = useRef(query);
  latest.current = query;
  // The cache's change count when this key was first asked for here.
  const asked = useRef({ key, seq: queries.seq() });
  if (asked.current.key !== key) asked.current = { key, seq: queries.seq() };
  const entry = useEntry<T>(key);
  const ask = useCallback((staleMs?: number) => {
    const q = latest.current;
    if (q) queries.read(q.key, q.load, staleMs ?? q.staleMs).catch(() => undefined);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key is a new read.
  useEffect(() => ask(), [key, ask]);
  // Invalidated while on screen (a mutation): read again, once.
  useEffect(() => {
    if (entry?.stale && !entry.reading && entry.error === undefined) ask();
  }, [entry, ask]);
  const since = asked.current.seq;
  const shown = entry?.data && (entry.data.seq > since || queries.isFresh(entry, query?.staleMs ?? 0));
  return {
    data: shown ? entry?.data?.value : undefined,
    error: entry && entry.seq > since && !entry.reading ? entry.error : undefined,
    loading: !!entry?.reading,
    /** Asks again now, whatever the value's age. */
    retry: useCallback(() => ask(0), [ask]),
  };
}
