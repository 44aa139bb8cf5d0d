import { describe, expect, it } from "vitest";
import { HeavyReadTooLong } from "../../../server/heavy-reads/thread";
import { makeTestApp } from "../harness";
import { PAID_DAY as DAY, paidDay } from "../support/paid-day";

describe("heavy reads, on either database", () => {
  it("answers 503 in French when a read takes too long, and nothing else is lost", async () => {
    const t = await makeTestApp();
    const admin = await paidDay(t);
    t.deps.database.readThread = () => ({
      run: () => Promise.reject(new HeavyReadTooLong(20_000)),
      close: async () => {},
    });
    const res = await t.api.get(`staff/takings/?period=month&date=${DAY}`, admin.access);
    expect(res.status).toBe(503);
    expect(res.data.detail).toBe(
      "Cette lecture prend trop de temps. Rien n'a été modifié : réessayez dans un moment.",
    );
    expect((await t.api.get("booking/services/?page=1&page_size=6")).status).toBe(200);
  });
});
