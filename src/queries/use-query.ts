import { useCallback, useEffect, useRef } from "react";
import { type Query, queries, useEntry } from "./cache";

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
