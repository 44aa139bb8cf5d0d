import * as v from "valibot";
import { type QueuedContact, queuedContactSchema } from "../db/queued-contact";
import type { OutboxStorage } from "./contact-outbox-types";

type KeyValue = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const byAge = (a: QueuedContact, b: QueuedContact) => a.queuedAt - b.queuedAt;

/**
 * The outbox as one JSON list under `key` (localStorage): where the local database cannot load.
 * `store` is read on each call, since reading localStorage itself throws where it is disabled.
 * An item that no longer parses is left out, as the local database's reader does.
 */
export function keyValueOutbox(store: () => KeyValue, key: string): OutboxStorage {
  const read = (): QueuedContact[] => {
    const text = store().getItem(key);
    if (!text) return [];
    let rows: unknown;
    try {
      rows = JSON.parse(text);
    } catch {
      return [];
    }
    if (!Array.isArray(rows)) return [];
    return rows.flatMap((row) => {
      const parsed = v.safeParse(queuedContactSchema, row);
      return parsed.success ? [parsed.output] : [];
    });
  };
  const write = (items: QueuedContact[]) => {
    if (items.length === 0) store().removeItem(key);
    else store().setItem(key, JSON.stringify(items));
  };
  return {
    list: async () => read().sort(byAge),
    put: async (item, replacing = null) => {
      const others = read().filter((i) => i.key !== item.key && i.key !== replacing);
      write([...others, v.parse(queuedContactSchema, item)]);
    },
    remove: async (removed) => {
      const items = read();
      const kept = items.filter((i) => i.key !== removed);
      if (kept.length !== items.length) write(kept);
    },
  };
}

export type FallbackDeps = {
  /** The local database; rejects where its module cannot load (offline before its first use). */
  database: () => Promise<OutboxStorage>;
  /** Where messages wait while the local database cannot be had. */
  fallback: OutboxStorage;
  /** The outbox's lock among tabs: moving messages never races a pass that delivers them. */
  exclusive: <T>(run: () => Promise<T>) => Promise<T>;
  /**
   * Whether the local database may hold messages, asked without loading it. While it may not, the
   * outbox is read from the fallback alone and the database loads for the first write. Absent: it may.
   */
  databaseMayHold?: () => Promise<boolean>;
};

/**
 * The outbox's storage: the local database, else the fallback. A message kept in the fallback
 * moves to the local database once it can be had (put there first, then taken out of the
 * fallback: a move cut short leaves two copies with one key, read as one, never none). Never to be
 * called under `exclusive`: the move takes that lock.
 */
export function storageWithFallback(deps: FallbackDeps): () => Promise<OutboxStorage> {
  const { fallback } = deps;

  async function moveOver(database: OutboxStorage) {
    if ((await fallback.list()).length === 0) return;
    await deps.exclusive(async () => {
      // Read again under the lock: another tab may have moved or delivered them meanwhile.
      for (const item of await fallback.list()) {
        await database.put(item);
        await fallback.remove(item.key);
      }
    });
  }

  /** Both places, the local database first: a copy left in the fallback is read, and removed, too. */
  const both = (database: OutboxStorage): OutboxStorage => ({
    async list() {
      const [kept, spare] = await Promise.allSettled([database.list(), fallback.list()]);
      if (kept.status === "rejected" && spare.status === "rejected") throw kept.reason;
      const first = kept.status === "fulfilled" ? kept.value : [];
      const keys = new Set(first.map((i) => i.key));
      const more = spare.status === "fulfilled" ? spare.value.filter((i) => !keys.has(i.key)) : [];
      return [...first, ...more].sort(byAge);
    },
    async put(item, replacing = null) {
      try {
        await database.put(item, replacing);
      } catch {
        // The database itself fails (storage full, blocked): the message is kept all the same.
        await fallback.put(item, replacing);
        if (replacing) await database.remove(replacing).catch(() => undefined);
        return;
      }
      if (replacing) await fallback.remove(replacing).catch(() => undefined);
    },
    async remove(key) {
      const [one, two] = await Promise.allSettled([database.remove(key), fallback.remove(key)]);
      if (one.status === "rejected" && two.status === "rejected") throw one.reason;
    },
  });

  /**
   * While the database holds nothing: the fallback alone, until a write loads the database (both
   * places from then on). No move here, as this may run under the lock.
   */
  let reached: OutboxStorage | null = null;
  const reach = async () => {
    try {
      reached = both(await deps.database());
      return reached;
    } catch {
      return fallback;
    }
  };
  const untilWritten: OutboxStorage = {
    list: () => (reached ?? fallback).list(),
    put: async (item, replacing = null) => (await reach()).put(item, replacing),
    remove: async (key) => (await reach()).remove(key),
  };
  let mayHold = false;

  return async () => {
    // Once it may hold messages it keeps them (logout leaves them): asked no more.
    mayHold ||= (await deps.databaseMayHold?.()) ?? true;
    if (!mayHold) return untilWritten;
    let database: OutboxStorage;
    try {
      database = await deps.database();
    } catch {
      return fallback;
    }
    // A move that fails leaves the messages where they are: both places are read.
    await moveOver(database).catch(() => undefined);
    return both(database);
  };
}
