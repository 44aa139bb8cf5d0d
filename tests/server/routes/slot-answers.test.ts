import { describe, expect, it } from "vitest";
import { openDatabase } from "../../../server/db/open";
import { bookYoga, makeTestApp, quickMembers, type TestApp } from "../harness";

// Slot search answers are kept in memory; each test asks once first, so a later answer that
// is right was recomputed, not served from before the change.
// The test clock starts on Monday 2 March 2026 at 08:00 in Dakar (UTC).
type Listed = {
  id: number;
  start_time: string;
  remaining_capacity: number;
  can_have_private_option: boolean;
};

async function yogaDay(t: TestApp, date = "2026-03-03") {
  const res = await t.api.post("booking/slots/get_slots_by_dates/", { service_id: 4, dates: [date, date] });
  if (res.status !== 200) return { status: res.status, slots: [] as Listed[] };
  return { status: res.status, slots: (res.data[date] ?? []) as Listed[] };
}
const at = (list: Listed[], start: string) => list.find((s) => s.start_time === start);

describe("kept slot search answers", () => {
  it("show a booking's places taken at once, and given back by its cancellation", async () => {
    const t = await makeTestApp();
    const [member] = await quickMembers(t, 1);
    expect(at((await yogaDay(t)).slots, "10:00:00")?.remaining_capacity).toBe(10);
    const booking = await bookYoga(t, member?.access ?? "", "2026-03-03", "10:00:00", 3);
    const booked = at((await yogaDay(t)).slots, "10:00:00");
    expect(booked?.remaining_capacity).toBe(7);
    expect(booked?.can_have_private_option).toBe(false);
    const cancel = await t.api.post(`booking/booking/${booking.id}/cancel/`, undefined, member?.access);
    expect(cancel.status).toBe(200);
    expect(at((await yogaDay(t)).slots, "10:00:00")?.remaining_capacity).toBe(10);
  });

  it("give an unpaid booking's places back when its 15-minute hold runs out, with no write", async () => {
    const t = await makeTestApp();
    const [member] = await quickMembers(t, 1);
    await bookYoga(t, member?.access ?? "", "2026-03-03", "11:00:00", 2);
    expect(at((await yogaDay(t)).slots, "11:00:00")?.remaining_capacity).toBe(8);
    t.advance(15 * 60_000 - 1);
    expect(at((await yogaDay(t)).slots, "11:00:00")?.remaining_capacity).toBe(8);
    t.advance(1);
    expect(at((await yogaDay(t)).slots, "11:00:00")?.remaining_capacity).toBe(10);
  });

  it("drop a slot once it starts in less than the lead time, with no write", async () => {
    const t = await makeTestApp();
    // Tuesday 9:00 is bookable until Tuesday 6:00, 22 hours from the start of the clock.
    expect(at((await yogaDay(t)).slots, "09:00:00")).toBeDefined();
    t.advance(22 * 3_600_000);
    expect(at((await yogaDay(t)).slots, "09:00:00")).toBeDefined();
    t.advance(1);
    expect(at((await yogaDay(t)).slots, "09:00:00")).toBeUndefined();
    expect(at((await yogaDay(t)).slots, "10:00:00")).toBeDefined();
  });

  it("follow the centre's settings and services as soon as they change", async () => {
    const t = await makeTestApp();
    expect(at((await yogaDay(t)).slots, "09:00:00")).toBeDefined();
    // A 26-hour lead: Tuesday 9:00, 25 hours away, leaves the list; 11:00 stays.
    await t.deps.db
      .insertInto("integerSettings")
      .values({ key: "MIN_HOURS_BEFORE_RESERVATION", value: 26 })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: 26 }))
      .execute();
    const later = (await yogaDay(t)).slots;
    expect(at(later, "09:00:00")).toBeUndefined();
    expect(at(later, "11:00:00")).toBeDefined();
    await t.deps.db.updateTable("services").set({ isActive: false }).where("id", "=", 4).execute();
    expect((await yogaDay(t)).status).toBe(400);
  });

  it("see a write made through another connection to the same database file", async () => {
    const t = await makeTestApp({ dbFile: true });
    const [member] = await quickMembers(t, 1);
    const booking = await bookYoga(t, member?.access ?? "", "2026-03-03", "12:00:00", 4);
    expect(at((await yogaDay(t)).slots, "12:00:00")?.remaining_capacity).toBe(6);
    // Another server process, as a cluster has: it cancels the booking behind this one's back.
    const other = await openDatabase(t.file, { migrate: false });
    await other.db
      .updateTable("bookings")
      .set({ cancelledAt: t.deps.clock.now() })
      .where("id", "=", booking.id)
      .execute();
    await other.close();
    expect(at((await yogaDay(t)).slots, "12:00:00")?.remaining_capacity).toBe(10);
  });
});
