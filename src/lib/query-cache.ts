/** One key's state. Replaced, never changed in place: a screen sees a change by its identity. */
export type Entry<T = unknown> = {
  /** The last good value; `seq` says when it came among the cache's changes, `at` its time. */
  data?: { value: T; at: number; seq: number };
  /** The read under way: every caller shares it. */
  reading?: Promise<T>;
  /** The last read's failure; the last good value stays. */
  error?: unknown;
  /** Invalidated: the next read asks again, whatever the value's age. */
  stale?: boolean;
  /** The cache's change that made this entry (see `seq()`). */
  seq: number;
};

/**
 * The app's one cache of what it reads, free of React and of the browser: values by key, read once
 * for every caller at once, kept while younger than the stale time the caller gives, asked again
 * once a mutation invalidates their key. A failed read keeps the last good value.
 */
export function createQueryCache(now: () => number = () => Date.now()) {
  let entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  let seq = 0;
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const put = (key: string, entry: Omit<Entry, "seq">) => {
    entries.set(key, { ...entry, seq: ++seq });
    changed();
  };
  const peek = <T>(key: string) => entries.get(key) as Entry<T> | undefined;
  const isFresh = (entry: Entry | undefined, staleMs: number) =>
    !!entry?.data && !entry.stale && now() - entry.data.at < staleMs;

  return {
    peek,
    isFresh,
    /** The count of changes so far: a value whose `seq` is above it came later. */
    seq: () => seq,
    /**
     * The value of `key`: the one kept if younger than `staleMs` (0: always asked, Infinity: once),
     * else the read under way, else a new one. Rejects when the read fails.
     */
    read<T>(key: string, load: () => Promise<T>, staleMs: number): Promise<T> {
      const entry = peek<T>(key);
      if (entry?.data && isFresh(entry, staleMs)) return Promise.resolve(entry.data.value);
      if (entry?.reading) return entry.reading;
      const reading: Promise<T> = Promise.resolve()
        .then(load)
        .then(
          (value) => {
            // Cleared or invalidated meanwhile: the answer may predate the change, it is not kept.
            if (peek(key)?.reading === reading) put(key, { data: { value, at: now(), seq: seq + 1 } });
            return value;
          },
          (error: unknown) => {
            const current = peek(key);
            if (current?.reading === reading) put(key, { ...current, reading: undefined, error });
            throw error;
          },
        );
      put(key, { ...entry, reading, error: undefined });
      return reading;
    },
    /** A value the server just gave in another answer (a profile saved): kept as if read now. */
    set<T>(key: string, value: T) {
      put(key, { data: { value, at: now(), seq: seq + 1 } });
    },
    /** The keys starting with one of `prefixes` are asked again on their next read. */
    invalidate(...prefixes: string[]) {
      for (const [key, entry] of entries)
        if (prefixes.some((prefix) => key.startsWith(prefix))) put(key, { data: entry.data, stale: true });
    },
    /** Forgets everything but the keys `keep` names, reads under way included (a logout). */
    clear(keep: (key: string) => boolean = () => false) {
      entries = new Map([...entries].filter(([key]) => keep(key)));
      ++seq;
      changed();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type QueryCache = ReturnType<typeof createQueryCache>;
