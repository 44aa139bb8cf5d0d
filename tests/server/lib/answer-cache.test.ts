import { describe, expect, it } from "vitest";
import { sharedFreshReads, versionedCache } from "../../../server/lib/answer-cache";

/** A read of a counter that answers when told to, and the counter's writes. */
function slowCounter() {
  let value = 0;
  const pending: (() => void)[] = [];
  const read = () =>
    new Promise<number>((resolve) => {
      // What the database holds when the read begins.
      const seen = value;
      pending.push(() => resolve(seen));
    });
  return {
    read,
    write: () => {
      value++;
    },
    /** Ends the oldest read under way. */
    answer: async () => {
      pending.shift()?.();
      // Lets the waiting calls start the next read.
      for (let i = 0; i < 5; i++) await Promise.resolve();
    },
    reads: () => pending.length,
  };
}

describe("shared fresh reads", () => {
  it("give each call a read begun after it, one read for all the calls made meanwhile", async () => {
    const counter = slowCounter();
    const shared = sharedFreshReads(counter.read);
    const first = shared();
    expect(counter.reads()).toBe(1);
    // Written after the first read began: later calls must see it, however many they are.
    counter.write();
    const later = [shared(), shared(), shared()];
    expect(counter.reads()).toBe(1);
    await counter.answer();
    expect(await first).toBe(0);
    expect(counter.reads()).toBe(1);
    await counter.answer();
    expect(await Promise.all(later)).toEqual([1, 1, 1]);
    expect(counter.reads()).toBe(0);
  });

  it("read again after a failed read", async () => {
    let calls = 0;
    const shared = sharedFreshReads(async () => {
      calls++;
      if (calls === 1) throw new Error("base injoignable");
      return calls;
    });
    const failing = shared();
    const after = shared();
    await expect(failing).rejects.toThrow("base injoignable");
    expect(await after).toBe(2);
    expect(await shared()).toBe(3);
  });
});

describe("answers kept by version", () => {
  it("compute once for the calls that come while it is under way, and again after a write", async () => {
    let version = 1;
    let computed = 0;
    const release: (() => void)[] = [];
    const cache = versionedCache<string>({
      readVersion: async () => version,
      maxEntries: 10,
      maxAgeMs: 60_000,
    });
    const compute = () =>
      new Promise<{ value: string; version: number; validUntil: number }>((resolve) => {
        computed++;
        const seen = version;
        release.push(() => resolve({ value: `v${seen}`, version: seen, validUntil: 10_000 }));
      });
    const settle = async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve();
    };
    const first = [
      cache.get("mois", 0, compute),
      cache.get("mois", 1, compute),
      cache.get("mois", 2, compute),
    ];
    await settle();
    expect(computed).toBe(1);
    // Written meanwhile: a call made now must not be given the reading begun before the write.
    version = 2;
    const after = cache.get("mois", 3, compute);
    await settle();
    expect(computed).toBe(2);
    for (const done of release.splice(0)) done();
    expect(await Promise.all(first)).toEqual(["v1", "v1", "v1"]);
    expect(await after).toBe("v2");
    expect(await cache.get("mois", 4, compute)).toBe("v2");
    expect(computed).toBe(2);
  });
});
