import { describe, expect, it } from "vitest";
import { sharedFreshReads } from "../../../server/lib/answer-cache";

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
