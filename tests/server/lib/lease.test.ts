import { describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../../server/db/open";
import { backgroundSettled, repeatInBackground } from "../../../server/lib/background";
import { holdLease } from "../../../server/lib/lease";
import { makeTestApp } from "../harness";

const MINUTE = 60_000;

describe("a lease shared by the instances on one database", () => {
  it("goes to one holder, is renewed by it, and passes to another only once it lapsed", async () => {
    const t = await makeTestApp();
    const { db } = t.deps;
    const now = () => t.deps.clock.now();
    expect(await holdLease(db, "upkeep", "a", now(), 2 * MINUTE)).toBe(true);
    expect(await holdLease(db, "upkeep", "b", now(), 2 * MINUTE)).toBe(false);
    t.advance(MINUTE);
    expect(await holdLease(db, "upkeep", "a", now(), 2 * MINUTE)).toBe(true);
    t.advance(MINUTE + 59_000);
    expect(await holdLease(db, "upkeep", "b", now(), 2 * MINUTE)).toBe(false);
    // "a" stopped renewing it: two minutes after its last round, "b" takes over.
    t.advance(1_000);
    expect(await holdLease(db, "upkeep", "b", now(), 2 * MINUTE)).toBe(true);
    expect(await holdLease(db, "upkeep", "a", now(), 2 * MINUTE)).toBe(false);
    // Another lease is another matter.
    expect(await holdLease(db, "other", "a", now(), 2 * MINUTE)).toBe(true);
  });

  // Four connections opened and migrated-checked on one file: slow on a busy machine, not a wait.
  it("lets one of several instances asking at once, each on its own connection, run the minute's work", {
    timeout: 20_000,
  }, async () => {
    const t = await makeTestApp({ dbFile: true });
    const instances = await Promise.all([1, 2, 3, 4].map(() => openDatabase(t.file, { migrate: false })));
    let rounds = 0;
    const stops = instances.map((database, i) =>
      repeatInBackground(
        { database, log: () => {}, clock: t.deps.clock },
        MINUTE,
        "upkeep",
        async () => {
          rounds += 1;
        },
        `instance-${i}`,
      ),
    );
    for (const database of instances) await backgroundSettled({ database });
    for (const stop of stops) stop();
    await Promise.all(instances.map((d) => d.close()));
    expect(rounds).toBe(1);
  });

  it("stays with a holder whose round lasts longer than the lease: it is renewed while the round works", async () => {
    const t = await makeTestApp();
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const { db } = t.deps;
      let finish = () => {};
      const slowRound = new Promise<void>((resolve) => {
        finish = resolve;
      });
      let started = false;
      const stop = repeatInBackground(
        { database: t.deps.database, log: () => {}, clock: t.deps.clock },
        MINUTE,
        "upkeep",
        async () => {
          started = true;
          await slowRound;
        },
        "slow",
      );
      const leaseUntil = async () =>
        Number(
          (await db.selectFrom("leases").select("until").where("name", "=", "upkeep").executeTakeFirst())
            ?.until,
        );
      while (!started) await new Promise((resolve) => setImmediate(resolve));
      const firstUntil = await leaseUntil();
      // Three minutes of one round: the lease taken for two is renewed each minute.
      for (let minute = 0; minute < 3; minute++) {
        t.advance(MINUTE);
        vi.advanceTimersByTime(MINUTE);
        const expected = t.deps.clock.now().getTime() + 2 * MINUTE;
        for (let tries = 0; tries < 200 && (await leaseUntil()) !== expected; tries++)
          await new Promise((resolve) => setImmediate(resolve));
      }
      expect(await leaseUntil()).toBeGreaterThan(firstUntil + 2 * MINUTE);
      expect(await holdLease(db, "upkeep", "other", t.deps.clock.now(), 2 * MINUTE)).toBe(false);
      // A round stuck for good lets go: after ten rounds' time its lease is no longer renewed.
      for (let minute = 3; minute < 13; minute++) {
        t.advance(MINUTE);
        vi.advanceTimersByTime(MINUTE);
        for (let tries = 0; tries < 20; tries++) await new Promise((resolve) => setImmediate(resolve));
      }
      expect(await holdLease(db, "upkeep", "other", t.deps.clock.now(), 2 * MINUTE)).toBe(true);
      finish();
      stop();
      await backgroundSettled(t.deps);
    } finally {
      vi.useRealTimers();
    }
  });
});
