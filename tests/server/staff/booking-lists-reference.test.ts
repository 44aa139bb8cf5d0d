import { describe, expect, it } from "vitest";
import { generateBigCentre } from "../../../server/db/seed/big/generate";
import { type HistoryRow, historyItem, pageOfValidated } from "../../../server/domain/booking-history";
import { isoDay } from "../../../server/domain/schedule";
import { staffBookingById, staffBookingsOfClient } from "../../../server/domain/staff/booking-view";
import type { StaffBooking } from "../../../src/contract/staff/agenda";
import { makeTestApp } from "../harness";
import { pageOfValidatedBefore, staffBookingIdsOfClientBefore } from "../support/booking-lists-reference";
import { TEST_START } from "../support/test-start";

describe("a member's history and a client's bookings, sorted booking by booking", () => {
  it("list the same bookings in the same order as the join sorted whole, page by page", async () => {
    const t = await makeTestApp({ demoMember: false });
    const { db } = t.deps;
    const today = isoDay(new Date(TEST_START));
    await generateBigCentre(
      { db, dialect: t.deps.database.dialect, database: t.deps.database },
      {
        scale: 0.002,
        seed: 11,
        today,
        jwtSecret: Buffer.alloc(32, 7),
        passwordCost: { N: 2 ** 10, r: 8, p: 1 },
      },
    );
    // Sessions of one instant: two bookings of one slot, and a slot of another service at that time.
    const first = await db
      .selectFrom("bookings")
      .innerJoin("slots", "slots.id", "bookings.slotId")
      .selectAll("bookings")
      .select(["slots.startsAt as slotStartsAt", "slots.date as slotDate"])
      .where("bookings.confirmedAt", "is not", null)
      .orderBy("bookings.id")
      .executeTakeFirstOrThrow();
    const { id: _id, slotStartsAt, slotDate, ...booking } = first;
    const service = await db
      .selectFrom("services")
      .select("id")
      .where("id", "!=", booking.serviceId)
      .executeTakeFirstOrThrow();
    const sameTime = await db
      .insertInto("slots")
      .values({
        serviceId: service.id,
        date: slotDate,
        startTime: slotStartsAt.toISOString().slice(11, 19),
        endTime: "23:59:00",
        startsAt: slotStartsAt,
        endsAt: new Date(slotStartsAt.getTime() + 3_600_000),
        capacity: 10,
      })
      .onConflict((oc) => oc.doNothing())
      .returning("id")
      .executeTakeFirst();
    // And a session at midnight, the first instant of the booking's day.
    const midnight = await db
      .insertInto("slots")
      .values({
        serviceId: service.id,
        date: slotDate,
        startTime: "00:00:00",
        endTime: "01:00:00",
        startsAt: new Date(`${slotDate}T00:00:00Z`),
        endsAt: new Date(`${slotDate}T01:00:00Z`),
        capacity: 10,
      })
      .onConflict((oc) => oc.doNothing())
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("bookings")
      .values([
        booking,
        { ...booking, serviceId: service.id, slotId: sameTime?.id ?? booking.slotId },
        { ...booking, serviceId: service.id, slotId: midnight.id },
        { ...booking, confirmedAt: null, paymentStatus: "pending" },
      ])
      .execute();

    const now = new Date(`${today}T10:00:00Z`);
    const members = await db
      .selectFrom("bookings")
      .select((eb) => ["userId", eb.fn.countAll().as("n")])
      .groupBy("userId")
      .execute();
    expect(members.length).toBeGreaterThan(20);
    expect(Math.max(...members.map((m) => Number(m.n)))).toBeGreaterThan(20);
    let compared = 0;
    for (const { userId } of members) {
      for (let offset = 0; ; offset += 7) {
        const before = await pageOfValidatedBefore(db, userId, now, 7, offset);
        // As the member reads them: the page now reads only the columns its rows show.
        const item = (row: HistoryRow) => historyItem(row, now, 3);
        expect((await pageOfValidated(db, userId, now, 7, offset)).map(item), `${userId} ${offset}`).toEqual(
          before.map(item),
        );
        compared += before.length;
        if (before.length === 0) break;
      }
      // The client's page and its older bookings, page after page, then nothing more.
      const ids = await staffBookingIdsOfClientBefore(db, userId, now, 100_000);
      const before = await Promise.all(ids.map((id) => staffBookingById(db, id)));
      for (const limit of [100, 5]) {
        const walked: (StaffBooking | null)[] = [];
        let cursor: number | undefined;
        for (;;) {
          const page = await staffBookingsOfClient(db, userId, now, limit, cursor);
          walked.push(...page.results);
          if (page.next === null) break;
          expect(page.results, `${userId} ${limit}`).toHaveLength(limit);
          cursor = page.next;
        }
        expect(walked, `${userId} ${limit}`).toEqual(before);
      }
    }
    expect(compared).toBeGreaterThan(500);
  }, 120_000);
});
