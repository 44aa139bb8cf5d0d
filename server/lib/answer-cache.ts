import type { Context } from "hono";
import { chooseEncoding, compressBytes } from "./compression";
import { hashTag, noneMatchHits } from "./conditional";
import type { Encoding } from "./static-files";

/** What a computation gives the cache: its value, the data version it read, and until when it holds. */
export type Versioned<T> = { value: T; version: number; validUntil: number };

/**
 * Shares reads of a value other processes change: each call gets a read begun after it was made,
 * so it sees every write committed before it, but the calls made while a read is under way share
 * the next one. On PostgreSQL, one round trip then serves every request that waited for it.
 */
export function sharedFreshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = () => {
    const reading = read().finally(() => {
      if (running === reading) running = null;
    });
    running = reading;
    return reading;
  };
  const settled = () => {};
  return () => {
    if (!running) return start();
    next ??= running.then(settled, settled).then(() => {
      next = null;
      return start();
    });
    return next;
  };
}

/**
 * Computed answers kept in memory by key. One is served again only while the data version is the
 * one it was read at (`readVersion`, cheap, read for every call, by reads that calls at the same
 * time share: another process may have written) and its own time has not run out. A version change
 * drops them all; the least recently used go first past `maxEntries`. Calls for a key being
 * computed at the version they saw wait for that computation instead of starting their own (twenty
 * desks opening the month's takings at once cost one read).
 */
export function versionedCache<T>(options: {
  readVersion: () => Promise<number>;
  maxEntries: number;
  maxAgeMs: number;
}) {
  const readVersion = sharedFreshReads(options.readVersion);
  let seen = Number.NaN;
  const entries = new Map<string, Versioned<T> & { computedAt: number }>();
  const computing = new Map<string, Promise<Versioned<T> | null>>();
  const computeOnce = async (key: string, now: number, compute: () => Promise<Versioned<T> | null>) => {
    const running = computing.get(key);
    if (running) {
      const fresh = await running;
      // Begun for an earlier call, it may have run out by now: this call reads for itself.
      return fresh && now >= fresh.validUntil ? compute() : fresh;
    }
    const started = compute().finally(() => computing.delete(key));
    computing.set(key, started);
    return started;
  };
  return {
    async get(key: string, now: number, compute: () => Promise<Versioned<T> | null>): Promise<T | null> {
      const version = await readVersion();
      if (version !== seen) {
        entries.clear();
        seen = version;
      }
      const hit = entries.get(key);
      // A clock set back could bring back what was computed as gone: only forward is trusted.
      if (hit && hit.version === version && now >= hit.computedAt && now < hit.validUntil) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      entries.delete(key);
      const fresh = await computeOnce(`${version}/${key}`, now, compute);
      if (!fresh) return null;
      const validUntil = Math.min(fresh.validUntil, now + options.maxAgeMs);
      entries.set(key, { ...fresh, computedAt: now, validUntil });
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value ?? key);
      return fresh.value;
    },
  };
}

/**
 * A JSON answer kept as bytes, its compressed copies made once, when first asked for; a public one
 * also keeps its ETag, hashed once (the one `revalidatePublic` would give it).
 */
export type CachedJson = {
  bytes: Uint8Array;
  etag?: string;
  encoded: Partial<Record<Encoding, Promise<Uint8Array>>>;
};

export function cachedJson(body: unknown, options: { tagged?: boolean } = {}): CachedJson {
  const bytes = Buffer.from(JSON.stringify(body));
  return { bytes, encoded: {}, ...(options.tagged ? { etag: `W/${hashTag(bytes)}` } : {}) };
}

/**
 * Sends a kept answer in the coding the client prefers (small ones as they are); a tagged one is a
 * 304 when the client holds it already. JSON unless said otherwise (a kept CSV file).
 */
export async function sendCachedJson(c: Context, answer: CachedJson, contentType = "application/json") {
  if (answer.etag) {
    if (c.req.method === "GET" && noneMatchHits(c.req.header("If-None-Match"), answer.etag)) {
      c.header("ETag", answer.etag);
      return c.body(null, 304);
    }
    c.header("ETag", answer.etag);
  }
  const encoding = chooseEncoding(c, answer.bytes.length);
  let body = answer.bytes;
  if (encoding) {
    const pending = answer.encoded[encoding] ?? compressBytes(encoding, answer.bytes);
    answer.encoded[encoding] = pending;
    try {
      body = await pending;
    } catch (error) {
      // Not kept: the next request tries again.
      delete answer.encoded[encoding];
      throw error;
    }
    c.header("Content-Encoding", encoding);
  }
  c.header("Content-Type", contentType);
  c.header("Content-Length", String(body.length));
  c.header("Vary", "Accept-Encoding");
  return c.body(body as Uint8Array<ArrayBuffer>, 200);
}
