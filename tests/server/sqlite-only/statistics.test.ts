import { afterEach, describe, expect, it, vi } from "vitest";
import { refreshStatistics } from "../../../server/db/statistics";
import { backgroundSettled } from "../../../server/lib/background";
import { startSlotRealignment } from "../../../server/startup";
import { makeTestApp, type TestApp } from "../harness";

/** The tables SQLite's planner has statistics of. */
function analysed(t: TestApp): string[] {
  const sqlite = t.deps.database.sqlite;
  if (!sqlite) throw new Error("SQLite only");
  const known = sqlite.prepare("select 1 from sqlite_master where name = 'sqlite_stat1'").get();
  if (!known) return [];
  const rows = sqlite.prepare("select distinct tbl from sqlite_stat1").all() as { tbl: string }[];
  return rows.map((r) => r.tbl);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("SQLite's statistics", () => {
  it("are written for the tables the staff screens read", async () => {
    const t = await makeTestApp({ dbFile: true });
    expect(analysed(t)).toEqual([]);
    refreshStatistics(t.deps.database);
    expect(analysed(t)).toEqual(expect.arrayContaining(["slots", "users", "credit_records"]));
  });

  it("are refreshed by the hourly round", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    const t = await makeTestApp({ dbFile: true });
    const stop = startSlotRealignment(t.deps);
    try {
      expect(analysed(t)).toEqual([]);
      await vi.advanceTimersByTimeAsync(3_600_000);
      await backgroundSettled(t.deps);
      expect(analysed(t)).toContain("slots");
    } finally {
      stop();
    }
  });
});
