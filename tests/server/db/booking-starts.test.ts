import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { bookingStarts } from "../../../server/db/migrations/0022_booking_starts";
import { bookYoga, findSlot, makeTestApp, methodId, type TestApp } from "../harness";

const MINUTE = 60_000;

/** Each booking's copy of its start next to its slot's start, as the database holds them. */
async function copies(t: TestApp) {
  const rows = await t.deps.db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .select(["bookings.id", "bookings.startsAt as copyAt", "slots.startsAt as slotAt"])
    .orderBy("bookings.id")
    .execute();
  return rows.map((r) => ({ id: r.id, copy: r.copyAt?.getTime() ?? null, slot: r.slotAt.getTime() }));
}

const expectTrue = async (t: TestApp) => {
  const rows = await copies(t);
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) expect(r.copy, `booking ${r.id}`).toBe(r.slot);
};

type RawBookings = Kysely<{ bookings: Record<string, unknown> }>;

describe("bookings.starts_at: a copy of the session's start kept by the database", () => {
  it("follows a booking made, moved, and its slot's start changed, whoever writes", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const { id } = await bookYoga(t, access, "2026-03-03", "10:00:00");
    await expectTrue(t);
    const paid = await t.api.put(
      `booking/booking/update_payment/${id}/`,
      { booking_method: await methodId(t, "PAY01") },
      access,
    );
    expect(paid.status).toBe(200);

    const to = await findSlot(t, 4, "2026-03-04", "09:00:00");
    const moved = await t.api.post(`booking/booking/${id}/reschedule/`, { slot: to.id }, access);
    expect(moved.status).toBe(200);
    expect((await copies(t)).find((r) => r.id === id)?.slot).toBe(Date.parse("2026-03-04T09:00:00Z"));
    await expectTrue(t);

    // The app never moves a slot's start (a free instant: one start per service); a hand-made
    // change is followed all the same.
    const start = (await copies(t)).find((r) => r.id === id)?.slot ?? 0;
    await t.deps.db
      .updateTable("slots")
      .set({ startsAt: new Date(start + 7 * MINUTE) })
      .where("id", "=", to.id)
      .execute();
    await expectTrue(t);

    // The release before this column inserts and moves bookings without it.
    const raw = t.deps.db.withoutPlugins() as unknown as RawBookings;
    const row = await raw.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const { id: _id, starts_at: _copy, ...older } = row;
    await raw.insertInto("bookings").values(older).execute();
    const other = await findSlot(t, 4, "2026-03-05", "10:00:00");
    await raw.updateTable("bookings").set({ slot_id: other.id }).where("id", "=", id).execute();
    await expectTrue(t);
    // Nor is a copy written wrong by hand kept through a move.
    await raw.updateTable("bookings").set({ starts_at: 0, slot_id: to.id }).where("id", "=", id).execute();
    await expectTrue(t);
  });

  it("is filled by the migration on the bookings written before it, again after a start that stopped", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    await bookYoga(t, access, "2026-03-03", "10:00:00");
    await bookYoga(t, access, "2026-03-04", "11:00:00", 2);
    const raw = t.deps.db.withoutPlugins() as unknown as RawBookings;
    // A booking far on in ids, past the migration's first batches.
    const first = await raw.selectFrom("bookings").selectAll().orderBy("id").executeTakeFirstOrThrow();
    await raw
      .insertInto("bookings")
      .values({ ...first, id: 12_345 })
      .execute();
    // As they stood before the column was filled (the triggers there already: a stopped start).
    await sql`update bookings set starts_at = null`.execute(t.deps.db);
    expect((await copies(t)).every((r) => r.copy === null)).toBe(true);
    await bookingStarts.up(t.deps.db.withoutPlugins() as unknown as Kysely<unknown>, t.deps.database.dialect);
    await expectTrue(t);
    expect((await copies(t)).map((r) => r.id)).toContain(12_345);
  });
});
