import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { seedDemoDesk } from "../../../server/db/seed/demo-desk";
import { seedDemoPeople } from "../../../server/db/seed/demo-people";
import { seedDemoWeek } from "../../../server/db/seed/demo-week";
import { readOpeningHours } from "../../../server/domain/opening-hours";
import { fitsDay } from "../../../server/domain/people/people-checks";
import { staffServiceListSchema } from "../../../src/contract/staff/catalogue";
import { practitionerListSchema, roomListSchema } from "../../../src/contract/staff/people";
import { makeTestApp } from "../harness";
import { staffMember } from "./staff-harness";

describe("the demonstration's practitioners and rooms", () => {
  it("seeds 4 practitioners within the centre's hours, 4 rooms, each service staffed and hosted, once", async () => {
    const t = await makeTestApp();
    await seedDemoDesk(t.deps);
    expect(await seedDemoPeople(t.deps)).toBe(true);
    expect(await seedDemoPeople(t.deps)).toBe(false);
    const admin = await staffMember(t, "admin", "people@centre.example");
    const people = v.parse(
      practitionerListSchema,
      (await t.api.get("staff/practitioners/", admin.access)).data,
    );
    const rooms = v.parse(roomListSchema, (await t.api.get("staff/rooms/", admin.access)).data);
    const services = v.parse(staffServiceListSchema, (await t.api.get("staff/services/", admin.access)).data);
    expect(people.map((p) => p.first_name).sort()).toEqual(["Aïssatou", "Fatou", "Ibrahima", "Mamadou"]);
    expect(rooms.map((r) => r.name).sort()).toEqual([
      "Cabine 1",
      "Cabine 2",
      "Salle de sport",
      "Salle de yoga",
    ]);
    const centre = (await readOpeningHours(t.deps.db)).week;
    for (const p of people) {
      expect(p.bio).not.toBe("");
      expect(p.week_hours?.every((day, weekday) => fitsDay(day, centre[weekday]?.ranges ?? []))).toBe(true);
    }
    // Different weeks: no two practitioners work the same hours.
    expect(new Set(people.map((p) => JSON.stringify(p.week_hours))).size).toBe(4);
    // Every service on sale has someone to deliver it and a room to take place in.
    for (const s of services) {
      expect(
        people.some((p) => p.services.includes(s.id)),
        s.name,
      ).toBe(true);
      expect(
        rooms.some((r) => r.services.includes(s.id)),
        s.name,
      ).toBe(true);
    }
    const staffing = Object.fromEntries(services.map((s) => [s.name, s.staffing]));
    expect(staffing).toMatchObject({
      "Yoga hatha": "session",
      "Massage suédois": "booking",
      "Rituel bien-être Teranga": "person",
    });
    expect(people.flatMap((p) => p.absences.map((a) => a.label))).toEqual(["Congés"]);
    // Nobody is given a booking here: assignment is the booking rules' work.
    expect(await t.deps.db.selectFrom("bookingPractitioners").selectAll().execute()).toEqual([]);
  });

  it("fills the demo's week through the booking rule: each booking its practitioner, nobody twice at once", async () => {
    const t = await makeTestApp();
    await seedDemoDesk(t.deps);
    await seedDemoPeople(t.deps);
    const booked = await seedDemoWeek(t.deps);
    expect(booked).toBeGreaterThan(30);
    expect(await seedDemoWeek(t.deps)).toBe(0);
    const rows = await t.deps.db
      .selectFrom("bookings")
      .innerJoin("slots", "slots.id", "bookings.slotId")
      .innerJoin("bookingPractitioners as bp", "bp.bookingId", "bookings.id")
      .innerJoin("services", "services.id", "bookings.serviceId")
      .select([
        "bookings.id",
        "bookings.slotId",
        "services.staffing",
        "bp.practitionerId",
        "slots.startsAt",
        "slots.endsAt",
      ])
      .where("bookings.cancelledAt", "is", null)
      .execute();
    // All four work that week.
    expect(new Set(rows.map((r) => r.practitionerId)).size).toBe(4);
    const clash = rows.filter((a) =>
      rows.some(
        (b) =>
          a.id !== b.id &&
          a.practitionerId === b.practitionerId &&
          !(a.staffing === "session" && a.slotId === b.slotId) &&
          a.startsAt < b.endsAt &&
          b.startsAt < a.endsAt,
      ),
    );
    expect(clash).toEqual([]);
  });
});
