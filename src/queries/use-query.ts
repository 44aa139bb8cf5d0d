import { useCallback, useEffect, useRef } from "react";
import { type Query, queries, useEntry } from "./cache";

/**
 * The one way a component reads data it is not handed by its route's loader (what an interaction
 * inside a screen asks for): through the cache, read when the key first shows and again when a
 * mutation invalidates it. A value kept from before shows if fresh when first asked for; once shown,
 * a value stays, as it ages, while it is read again, and when that read fails (`error` says so).
 */
export function useQuery<T>(query: Query<T> | null) {
  const key = query?.key ?? null;
  const latest = useRef(query);
  latest.current = query;
  // What shows: values that came after this key was first asked for here, or the one kept then if
  // it was fresh then (it stays once shown, however old it grows, until read again).
  const firstSeen = () => {
    const kept = key === null ? undefined : queries.peek(key);
    return kept?.data && queries.isFresh(kept, query?.staleMs ?? 0) ? kept.data.seq - 1 : queries.seq();
  };
  const asked = useRef<{ key: string | null; seq: number } | null>(null);
  if (asked.current?.key !== key) asked.current = { key, seq: firstSeen() };
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
  const shown = entry?.data && entry.data.seq > since;
  return {
    data: shown ? entry?.data?.value : undefined,
    error: entry && entry.seq > since && !entry.reading ? entry.error : undefined,
    loading: !!entry?.reading,
    /** Asks again now, whatever the value's age. */
    retry: useCallback(() => ask(0), [ask]),
  };
}
