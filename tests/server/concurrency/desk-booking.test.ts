import { describe, expect, it } from "vitest";
import { deskBookingMessages } from "../../../src/contract/staff/desk-booking";
import { findSlot, makeTestApp, quickMembers, yogaBooking } from "../harness";
import { staffMember } from "../staff/staff-harness";
import { inParallel, type ParallelRequest } from "./parallel";

// Worker threads take a few seconds to start and load the server code.
describe("the desk and the clients at once, from several servers", { timeout: 90_000 }, () => {
  it("never puts more persons on a slot than its places, whoever books the last ones", async () => {
    const t = await makeTestApp({ dbFile: true });
    // Yoga hatha (id 4): 10 places.
    const slot = await findSlot(t, 4, "2026-03-10", "10:00:00");
    const members = await quickMembers(t, 12);
    const desks = [
      await staffMember(t, "reception", "accueil1@centre.example"),
      await staffMember(t, "reception", "accueil2@centre.example"),
      await staffMember(t, "admin", "chef@centre.example"),
    ];
    const requests: ParallelRequest[] = [];
    for (let i = 0; i < 12; i++) {
      const member = members[i];
      const desk = desks[i % desks.length];
      if (!member || !desk) throw new Error("setup");
      // A member books one place in the app; a desk books two for a walk-in (new) or a caller.
      requests.push({
        tag: "app",
        method: "POST",
        path: "/api/booking/booking/create/",
        token: member.access,
        json: yogaBooking(slot),
      });
      requests.push({
        tag: "desk",
        method: "POST",
        path: "/api/staff/bookings/",
        token: desk.access,
        json: {
          ...(i % 2
            ? { client_id: member.id }
            : {
                new_client: {
                  first_name: "Client",
                  last_name: `Comptoir ${i}`,
                  telephone_number: `70 000 00 ${String(i).padStart(2, "0")}`,
                },
              }),
          service: 4,
          slot: slot.id,
          number_person: 2,
          payment: i % 3 ? "cash" : "at_venue",
        },
      });
    }
    const answers = await inParallel(t, requests);
    const booked = answers.filter((a) => a.status === 201);
    expect(booked.length).toBeGreaterThan(0);
    for (const refused of answers.filter((a) => a.status !== 201))
      expect(refused.data.non_field_errors?.[0], JSON.stringify(refused)).toMatch(
        /^Capacité maximale du créneau atteinte/,
      );
    const persons = booked.reduce((sum, a) => sum + (a.tag === "desk" ? 2 : 1), 0);
    const held = await t.deps.db
      .selectFrom("bookings")
      .select((eb) => eb.fn.sum<number>("numberPerson").as("persons"))
      .where("slotId", "=", slot.id)
      .where("cancelledAt", "is", null)
      .executeTakeFirst();
    expect(Number(held?.persons)).toBe(persons);
    // Full, or one place left that only a two-person ask wanted.
    expect(persons).toBeLessThanOrEqual(10);
    expect(persons).toBeGreaterThanOrEqual(9);
    // A walk-in refused left no client behind.
    const walkIns = await t.deps.db
      .selectFrom("users")
      .select("id")
      .where("firstName", "=", "Client")
      .execute();
    const walkInsBooked = booked.filter((a) => a.tag === "desk" && a.data.client_created).length;
    expect(walkIns).toHaveLength(walkInsBooked);
  });

  it("creates one client for one phone number, however many desks type it at once", async () => {
    const t = await makeTestApp({ dbFile: true });
    const desks = [
      await staffMember(t, "reception", "accueil1@centre.example"),
      await staffMember(t, "reception", "accueil2@centre.example"),
    ];
    const slot = await findSlot(t, 4, "2026-03-10", "11:00:00");
    const typed = ["77 555 44 33", "+221775554433", "00221 77 555 44 33", "77.555.44.33"];
    const requests: ParallelRequest[] = typed.flatMap((phone, i) => [
      {
        tag: "client",
        method: "POST" as const,
        path: "/api/staff/clients/",
        token: desks[i % 2]?.access,
        json: { first_name: "Moustapha", last_name: "Kane", telephone_number: phone },
      },
      {
        tag: "booking",
        method: "POST" as const,
        path: "/api/staff/bookings/",
        token: desks[(i + 1) % 2]?.access,
        json: {
          new_client: { first_name: "Moustapha", last_name: "Kane", telephone_number: phone },
          service: 4,
          slot: slot.id,
          number_person: 1,
          payment: "cash",
        },
      },
    ]);
    const answers = await inParallel(t, requests);
    expect(
      answers.filter((a) => a.status === 201),
      JSON.stringify(answers),
    ).toHaveLength(1);
    const rows = await t.deps.db
      .selectFrom("users")
      .select("id")
      .where("telephoneNumber", "=", "+221775554433")
      .execute();
    expect(rows).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.data.existing_client_id).toBe(rows[0]?.id);
      expect(Object.values(refused.data).flat()).toContain(deskBookingMessages.phoneTaken("Moustapha Kane"));
    }
  });
});
