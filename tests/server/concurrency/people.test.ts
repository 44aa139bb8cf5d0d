import { describe, expect, it } from "vitest";
import { findSlot, makeTestApp, quickMembers } from "../harness";
import { addPractitioner, addRoom, bookingRequest } from "../people/people-fixture";
import { inParallel, type ParallelRequest } from "./parallel";

// Thursday 5 March 2026: Swedish massage (60 min) at 10:00 and sports massage (45 min) at 09:45
// and 10:30 all overlap 10:00–10:45.
const DAY = "2026-03-05";

/** Whether two live bookings ever share a practitioner, or a room, at overlapping times. */
async function overlapsIn(t: Awaited<ReturnType<typeof makeTestApp>>, by: "practitioner" | "room") {
  const rows = await t.deps.db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .leftJoin("bookingPractitioners as bp", "bp.bookingId", "bookings.id")
    .select(["bookings.id", "bookings.roomId", "bp.practitionerId", "slots.startsAt", "slots.endsAt"])
    .where("bookings.cancelledAt", "is", null)
    .execute();
  const key = (r: (typeof rows)[number]) => (by === "room" ? r.roomId : r.practitionerId);
  return rows.filter((a) =>
    rows.some(
      (b) =>
        a.id !== b.id &&
        key(a) !== null &&
        key(a) === key(b) &&
        a.startsAt < b.endsAt &&
        b.startsAt < a.endsAt,
    ),
  ).length;
}

describe("people and rooms from several servers at once", { timeout: 90_000 }, () => {
  it("never gives one practitioner two overlapping sessions, whatever the service", async () => {
    const t = await makeTestApp({ dbFile: true });
    await addPractitioner(t, "Awa", [1, 3]);
    const slots = [
      { service: 1, slot: await findSlot(t, 1, DAY, "10:00:00") },
      { service: 3, slot: await findSlot(t, 3, DAY, "09:45:00") },
      { service: 3, slot: await findSlot(t, 3, DAY, "10:30:00") },
    ];
    const members = await quickMembers(t, 12);
    const requests: ParallelRequest[] = [];
    for (const [i, member] of members.entries()) {
      const pick = slots[i % slots.length];
      if (!pick) throw new Error("setup");
      const { service, slot } = pick;
      requests.push({
        tag: "book",
        method: "POST",
        path: "/api/booking/booking/create/",
        token: member.access,
        json: await bookingRequest(t, service, slot.id),
      });
    }
    const answers = await inParallel(t, requests, 4, undefined, { statementDelayMs: 2 });
    const booked = answers.filter((a) => a.status === 201);
    // 09:45–10:30 and 10:30–11:15 do not overlap each other: at most two sessions, never three.
    expect(booked.length).toBeGreaterThanOrEqual(1);
    expect(booked.length).toBeLessThanOrEqual(2);
    for (const refused of answers.filter((a) => a.status !== 201))
      expect(refused.data.non_field_errors).toEqual(["Aucun praticien n'est disponible sur ce créneau."]);
    expect(await overlapsIn(t, "practitioner")).toBe(0);
  });

  it("never puts more sessions in a room than it holds", async () => {
    const t = await makeTestApp({ dbFile: true });
    for (const name of ["Awa", "Binta", "Coumba", "Dior"]) await addPractitioner(t, name, [1]);
    await addRoom(t, "Cabine 1", [1]);
    const slot = await findSlot(t, 1, DAY, "10:00:00");
    const members = await quickMembers(t, 8);
    const requests: ParallelRequest[] = [];
    for (const member of members)
      requests.push({
        tag: "book",
        method: "POST",
        path: "/api/booking/booking/create/",
        token: member.access,
        json: await bookingRequest(t, 1, slot.id),
      });
    const answers = await inParallel(t, requests, 4, undefined, { statementDelayMs: 2 });
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(await overlapsIn(t, "room")).toBe(0);
    expect(await overlapsIn(t, "practitioner")).toBe(0);
  });
});
