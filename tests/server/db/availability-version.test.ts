import { describe, expect, it } from "vitest";
import { availabilityVersion } from "../../../server/domain/slot-search";
import { makeTestApp } from "../harness";

describe("the availability version (what every instance's slot answers are checked against)", () => {
  it("moves when a booking, a slot, a service or a setting changes, and not for a write that changed nothing", async () => {
    const t = await makeTestApp();
    const { db } = t.deps;
    const before = await availabilityVersion(db);

    // The minute's upkeep looking for lapsed holds, finding none.
    await db.updateTable("bookings").set({ cancelledAt: null }).where("id", "=", -1).execute();
    await db.deleteFrom("bookings").where("id", "=", -1).execute();
    await db.updateTable("services").set({ name: "x" }).where("id", "=", -1).execute();
    expect(await availabilityVersion(db)).toBe(before);

    await db.updateTable("services").set({ name: "Yoga hatha doux" }).where("id", "=", 4).execute();
    const afterService = await availabilityVersion(db);
    expect(afterService).toBeGreaterThan(before);
    await db
      .deleteFrom("slots")
      .where("id", "=", (await db.selectFrom("slots").select("id").executeTakeFirstOrThrow()).id)
      .execute();
    expect(await availabilityVersion(db)).toBeGreaterThan(afterService);
  });
});
