import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { takingsOf } from "../../../server/domain/staff/takings";
import { readWithinLimit } from "../../../server/heavy-reads/run";
import { HeavyReadTooLong } from "../../../server/heavy-reads/thread";
import { makeTestApp } from "../harness";
import { asJson, PAID_DAY as DAY, paidDay } from "../support/paid-day";

describe("heavy reads on PostgreSQL", () => {
  it("on PostgreSQL, reads the takings with a time limit that cuts a statement", async () => {
    const t = await makeTestApp();
    const admin = await paidDay(t);
    const takings = await t.api.get(`staff/takings/?period=day&date=${DAY}`, admin.access);
    expect(takings.data).toEqual(asJson(await takingsOf(t.deps.db, "day", DAY)));
    await expect(
      readWithinLimit(t.deps.db, 50, (db) => sql`select pg_sleep(5)`.execute(db)),
    ).rejects.toBeInstanceOf(HeavyReadTooLong);
    // The connection went back to the pool unharmed.
    expect((await t.api.get(`staff/takings/?period=day&date=${DAY}`, admin.access)).status).toBe(200);
  });
});
