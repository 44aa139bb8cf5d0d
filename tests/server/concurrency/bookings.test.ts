import { describe, expect, it } from "vitest";
import { findSlot, makeTestApp, quickMembers, yogaBooking } from "../harness";
import { inParallel, type ParallelRequest } from "./parallel";

// Worker threads take a few seconds to start and load the server code.
describe("booking from several servers at once", { timeout: 60_000 }, () => {
  it("never overbooks a slot: exactly its capacity is let in, the rest refused in French", async () => {
    const t = await makeTestApp({ dbFile: true });
    // Yoga hatha (id 4): 10 places a slot, 8 000 XOF / 8 crédits a person.
    const starts = ["09:00:00", "10:00:00", "11:00:00", "12:00:00"];
    const slots = await Promise.all(starts.map((s) => findSlot(t, 4, "2026-03-03", s)));
    // 25 one-person requests a slot from 34 members (each may hold 3 unpaid bookings).
    const members = await quickMembers(t, 34);
    const requests: ParallelRequest[] = [];
    for (let i = 0; i < 25 * slots.length; i++) {
      // Request i goes to worker i % 4: every worker asks for every slot.
      const slot = slots[Math.floor(i / 4) % slots.length];
      const member = members[Math.floor(i / 3)];
      if (!slot || !member) throw new Error("setup");
      requests.push({
        tag: String(slot.id),
        method: "POST",
        path: "/api/booking/booking/create/",
        token: member.access,
        json: yogaBooking(slot),
      });
    }
    const answers = await inParallel(t, requests);
    for (const slot of slots) {
      const mine = answers.filter((a) => a.tag === String(slot.id));
      expect(mine.filter((a) => a.status === 201)).toHaveLength(10);
      for (const refused of mine.filter((a) => a.status !== 201))
        expect(refused.data.non_field_errors[0]).toMatch(/^Capacité maximale du créneau atteinte/);
      const held = await t.deps.db
        .selectFrom("bookings")
        .select((eb) => eb.fn.sum<number>("numberPerson").as("persons"))
        .where("slotId", "=", slot.id)
        .where("cancelledAt", "is", null)
        .executeTakeFirst();
      expect(Number(held?.persons)).toBe(10);
    }
  });

  it("lets a member hold at most 3 unpaid bookings, even asked in parallel", async () => {
    const t = await makeTestApp({ dbFile: true });
    const [member] = await quickMembers(t, 1);
    const starts = [
      "09:00:00",
      "10:00:00",
      "11:00:00",
      "12:00:00",
      "13:00:00",
      "14:00:00",
      "15:00:00",
      "16:00:00",
    ];
    const slots = await Promise.all(starts.map((s) => findSlot(t, 4, "2026-03-04", s)));
    const answers = await inParallel(
      t,
      slots.map((slot) => ({
        tag: "create",
        method: "POST" as const,
        path: "/api/booking/booking/create/",
        token: member?.access,
        json: yogaBooking(slot),
      })),
    );
    expect(
      answers.filter((a) => a.status === 201),
      JSON.stringify(answers),
    ).toHaveLength(3);
    for (const refused of answers.filter((a) => a.status !== 201))
      expect(refused.data.non_field_errors).toEqual([
        "Vous avez déjà 3 réservations non payées. Réglez-en une ou annulez-la avant d'en créer une nouvelle.",
      ]);
  });

  it("shows what other servers booked in this server's kept slot answers at once", async () => {
    const t = await makeTestApp({ dbFile: true });
    const search = async () => {
      const res = await t.api.post("booking/slots/get_slots_by_dates/", {
        service_id: 4,
        dates: ["2026-03-05", "2026-03-05"],
      });
      return (
        res.data["2026-03-05"] as { id: number; remaining_capacity: number; available: boolean }[]
      ).find((s) => s.id === slot.id);
    };
    const slot = await findSlot(t, 4, "2026-03-05", "15:00:00");
    // Kept in memory here before the other servers book.
    expect(await search()).toMatchObject({ remaining_capacity: 10, available: true });
    const members = await quickMembers(t, 12);
    const answers = await inParallel(
      t,
      members.map((member) => ({
        tag: "create",
        method: "POST" as const,
        path: "/api/booking/booking/create/",
        token: member.access,
        json: yogaBooking(slot),
      })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(await search()).toMatchObject({ remaining_capacity: 0, available: false });
  });
});
