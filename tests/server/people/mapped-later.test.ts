import { describe, expect, it } from "vitest";
import { findSlot, makeTestApp, quickMembers } from "../harness";
import { staffMember } from "../staff/staff-harness";
import { addAbsence, assignmentOf, bookingRequest, setStaffing } from "./people-fixture";

// Thursday 5 March 2026; the centre opens 09:00–19:00.
const DAY = "2026-03-05";
const SWEDISH = 1;
const YOGA = 4; // a class: one coach and one room for all its bookings

describe("sessions booked before their service had people or rooms", () => {
  it("get them when an admin maps the service: a class one coach, its practitioner kept when a room comes", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    await setStaffing(t, YOGA, "session");
    const [a, b, c] = await quickMembers(t, 3);
    const yoga = await findSlot(t, YOGA, DAY, "10:00:00");
    const massage = await findSlot(t, SWEDISH, DAY, "10:00:00");
    const book = async (token: string | undefined, service: number, slot: number, persons: number) =>
      (await t.api.post("booking/booking/create/", await bookingRequest(t, service, slot, persons), token))
        .data.booking_id as number;
    const one = await book(a?.access, YOGA, yoga.id, 2);
    const two = await book(b?.access, YOGA, yoga.id, 3);
    const other = await book(c?.access, SWEDISH, massage.id, 1);
    expect(await assignmentOf(t, one)).toEqual({ practitioners: [], room: null });

    // The first coach mapped to yoga takes its class, both bookings alike.
    const fatou = await t.api.post(
      "staff/practitioners/",
      { first_name: "Fatou", last_name: "Sow", services: [YOGA] },
      admin.access,
    );
    const fatouId = fatou.data.practitioner.id as number;
    expect(await assignmentOf(t, one)).toEqual({ practitioners: [fatouId], room: null });
    expect(await assignmentOf(t, two)).toEqual({ practitioners: [fatouId], room: null });
    // A second coach changes nothing: the class has one.
    await t.api.post(
      "staff/practitioners/",
      { first_name: "Khady", last_name: "Ba", services: [YOGA] },
      admin.access,
    );
    expect(await assignmentOf(t, two)).toEqual({ practitioners: [fatouId], room: null });

    // A room for yoga: the class gets it and keeps its coach.
    const studio = await t.api.post(
      "staff/rooms/",
      { name: "Salle de yoga", capacity: 1, services: [YOGA] },
      admin.access,
    );
    const studioId = studio.data.room.id as number;
    expect(await assignmentOf(t, one)).toEqual({ practitioners: [fatouId], room: studioId });
    expect(await assignmentOf(t, two)).toEqual({ practitioners: [fatouId], room: studioId });
    // Another service, still mapped to nobody, is left as it was.
    expect(await assignmentOf(t, other)).toEqual({ practitioners: [], room: null });
  });

  it("never takes a booking from its own practitioner: away when a room comes, it is left to the desk; a save that maps nothing new changes nothing", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const [a] = await quickMembers(t, 1);
    const practitioner = async (first_name: string) =>
      (
        await t.api.post(
          "staff/practitioners/",
          { first_name, last_name: "Ndiaye", services: [SWEDISH] },
          admin.access,
        )
      ).data.practitioner.id as number;
    const awa = await practitioner("Awa");
    const massage = await findSlot(t, SWEDISH, DAY, "10:00:00");
    const booked = await t.api.post(
      "booking/booking/create/",
      await bookingRequest(t, SWEDISH, massage.id, 1, awa),
      a?.access,
    );
    const id = booked.data.booking_id as number;
    const binta = await practitioner("Binta");
    expect(await assignmentOf(t, id)).toEqual({ practitioners: [awa], room: null });
    // Awa falls ill; then a cabin comes for the massages: Binta is free, but the booking is Awa's.
    await addAbsence(t, awa, `${DAY}T00:00:00Z`, `${DAY}T23:59:59Z`, "Maladie");
    await t.api.post("staff/rooms/", { name: "Cabine 1", capacity: 1, services: [SWEDISH] }, admin.access);
    expect(await assignmentOf(t, id)).toEqual({ practitioners: [awa], room: null });
    // Binta's name changed, her services not: nothing moves either.
    await t.api.put(
      `staff/practitioners/${binta}/`,
      { first_name: "Bintou", last_name: "Ndiaye", services: [SWEDISH] },
      admin.access,
    );
    expect(await assignmentOf(t, id)).toEqual({ practitioners: [awa], room: null });
  });
});
