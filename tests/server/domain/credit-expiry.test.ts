import { describe, expect, it } from "vitest";
import { hasExpired, liveCreditRecords } from "../../../server/domain/credits";
import { makeTestApp, quickMembers } from "../harness";

const now = new Date("2026-03-02T10:00:00Z");
const at = (ms: number) => ({ expiresAt: new Date(now.getTime() + ms) });

describe("credits' expiry", () => {
  it("comes at the record's expiry instant, never for a record without one", () => {
    expect(hasExpired(at(-1), now)).toBe(true);
    expect(hasExpired(at(0), now)).toBe(true);
    expect(hasExpired(at(1), now)).toBe(false);
    expect(hasExpired({ expiresAt: null }, now)).toBe(false);
  });

  it("is the same rule in SQL: the records spent from are those still valid, soonest expiry first", async () => {
    const t = await makeTestApp();
    const [member] = await quickMembers(t, 1);
    if (!member) throw new Error("no member");
    const clock = t.deps.clock.now();
    for (const [n, ms] of [
      [1, 0],
      [2, -1],
      [3, 1],
      [4, null],
      [5, 60_000],
    ] as const)
      await t.deps.db
        .insertInto("creditRecords")
        .values({
          userId: member.id,
          origin: "purchase",
          originalCreditNumber: n,
          createdAt: clock,
          expiresAt: ms === null ? null : new Date(clock.getTime() + ms),
        })
        .execute();
    const live = await liveCreditRecords(t.deps.db, member.id, clock);
    expect(live.map((r) => r.originalCreditNumber)).toEqual([3, 5, 4]);
    for (const r of live) expect(hasExpired(r, clock)).toBe(false);
  });
});
