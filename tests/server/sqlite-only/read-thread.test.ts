import { afterEach, describe, expect, it, vi } from "vitest";
import { takingsOf } from "../../../server/domain/staff/takings";
import { HeavyReadTooLong, type ReadThread, startReadThread } from "../../../server/heavy-reads/thread";
import { makeTestApp, type TestApp } from "../harness";
import { auditLines } from "../staff/staff-harness";
import { asJson, PAID_DAY as DAY, paidDay } from "../support/paid-day";

const slowJobs = new URL("../support/slow-jobs.ts", import.meta.url).href;

const threads: ReadThread[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(threads.splice(0).map((t) => t.close()));
});
function testThread(t: TestApp, limitMs = 60_000) {
  const thread = startReadThread(t.file, { limitMs, jobs: slowJobs });
  threads.push(thread);
  return thread;
}

// A thread loads the server's code as it starts: seconds on a busy machine.
describe("heavy reads on a SQLite file: in their own thread", { timeout: 30_000 }, () => {
  it("answers the takings, their CSV and the audit check from the read thread, as read here", async () => {
    const t = await makeTestApp({ dbFile: true });
    const admin = await paidDay(t);
    const asked: string[] = [];
    const { database } = t.deps;
    const own = database.readThread;
    if (!own) throw new Error("a SQLite file has a read thread");
    database.readThread = () => {
      const thread = own();
      const run: typeof thread.run = (job, args) => {
        asked.push(job);
        return thread.run(job, args);
      };
      return { run, close: thread.close };
    };

    const takings = await t.api.get(`staff/takings/?period=day&date=${DAY}`, admin.access);
    expect(takings.status).toBe(200);
    expect(takings.data).toEqual(asJson(await takingsOf(t.deps.db, "day", DAY)));
    expect(takings.data.total_amount).toBe(16_000);
    const csv = await t.api.get(`staff/takings/export.csv?period=day&date=${DAY}`, admin.access);
    expect(csv.status).toBe(200);
    expect(csv.data).toContain("16000");
    // The export is still written to the log, by this process.
    expect((await auditLines(t)).at(-1)?.action).toBe("takings.exported");
    const verify = await t.api.get("staff/audit/verify/", admin.access);
    expect(verify.data).toMatchObject({ intact: true, broken: null });
    expect(asked).toEqual(["takings", "takingsExport", "auditVerify"]);
  });

  it("keeps answering while a long read runs in the thread", async () => {
    const t = await makeTestApp({ dbFile: true });
    const thread = testThread(t);
    let finished = false;
    const long = thread.run("count", [1_500_000]).then((n) => {
      finished = true;
      return n;
    });
    // Asked after the long read, answered before it: the process was never held.
    const catalogue = await t.api.get("booking/services/?page=1&page_size=6");
    expect(catalogue.status).toBe(200);
    expect(finished).toBe(false);
    expect(await long).toBe(1_500_000);
  });

  it("refuses a read past its limit, and the next read gets a new thread", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const t = await makeTestApp({ dbFile: true });
    const thread = testThread(t, 5_000);
    const long = thread.run("count", [1_000_000]);
    const refused = expect(long).rejects.toBeInstanceOf(HeavyReadTooLong);
    await vi.advanceTimersByTimeAsync(5_000);
    await refused;
    expect(await thread.run("count", [3])).toBe(3);
  });

  it("says a job's failure with its code, and serves the next one", async () => {
    const t = await makeTestApp({ dbFile: true });
    const thread = testThread(t);
    await expect(thread.run("fail", [])).rejects.toThrow("Échec voulu");
    await expect(thread.run("busy", [])).rejects.toMatchObject({ code: "SQLITE_BUSY" });
    expect(await thread.run("count", [12])).toBe(12);
  });
});
