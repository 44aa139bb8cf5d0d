import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type Agenda, agendaSchema } from "../../../src/contract/staff/agenda";
import { bookYoga, findSlot, makeTestApp, methodId, quickMembers, type TestApp } from "../harness";
import { later, staffMember } from "./staff-harness";

const TODAY = "2026-03-02";
const HOUR = 3_600_000;

const agenda = async (t: TestApp, token: string, date?: string) =>
  v.parse(agendaSchema, (await t.api.get(`staff/agenda/${date ? `?date=${date}` : ""}`, token)).data);
const slotAt = (day: Agenda, start: string) =>
  day.services.find((s) => s.service_id === 4)?.slots.find((slot) => slot.start_time === start);

/** A member's Yoga hatha on `date` at `start`, confirmed to be paid at the venue. */
async function bookAtVenue(t: TestApp, token: string, start: string, date = TODAY, persons = 1) {
  const { id } = await bookYoga(t, token, date, start, persons);
  const venue = await t.api.put(
    `booking/booking/update_payment/${id}/`,
    { booking_method: await methodId(t, "PAY01") },
    token,
  );
  expect(venue.status).toBe(200);
  return id;
}

describe("the agenda for the desk", () => {
  it("lets reception move any confirmed booking before its session, and never a client", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const [member, other] = await quickMembers(t, 2);
    const id = await bookAtVenue(t, member?.access ?? "", "12:00:00");
    expect(slotAt(await agenda(t, desk.access), "12:00:00")?.movable).toBe(true);

    const target = await findSlot(t, 4, TODAY, "15:00:00");
    const moved = await t.api.post(`staff/bookings/${id}/move/`, { slot: target.id }, desk.access);
    expect(moved.status).toBe(200);
    expect(moved.data.booking).toMatchObject({ booking_id: id, start_time: "15:00:00" });
    // A client, even with a booking of their own, has no door to the desk's move.
    const client = await t.api.post(`staff/bookings/${id}/move/`, { slot: target.id }, other?.access);
    expect(client.status).toBe(403);

    // Once its session has begun, the agenda no longer offers it, and the move is refused.
    await later(t, 7.5 * HOUR, desk);
    expect(slotAt(await agenda(t, desk.access), "15:00:00")?.movable).toBe(false);
    const late = await findSlot(t, 4, "2026-03-03", "15:00:00");
    expect((await t.api.post(`staff/bookings/${id}/move/`, { slot: late.id }, desk.access)).status).toBe(400);
  });

  it("lets the desk move a booking into the next session, inside the clients' lead time; a client not", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const [member] = await quickMembers(t, 2);
    const id = await bookAtVenue(t, member?.access ?? "", "15:00:00");
    // 08:00: the 10:00 session is within the 3 hours the app asks of its clients; the desk's
    // slots of the day offer it, which the clients' list hides.
    const slots = await t.api.get(`staff/slots/?service_id=4&date=${TODAY}`, desk.access);
    const next = slots.data.slots.find((s: { start_time: string }) => s.start_time === "10:00:00");
    await expect(findSlot(t, 4, TODAY, "10:00:00")).rejects.toThrow();
    const own = await t.api.post(`booking/booking/${id}/reschedule/`, { slot: next.id }, member?.access);
    expect(own.status).toBe(400);
    const moved = await t.api.post(`staff/bookings/${id}/move/`, { slot: next.id }, desk.access);
    expect(moved.status).toBe(200);
    expect(moved.data.booking).toMatchObject({ booking_id: id, start_time: "10:00:00" });
  });

  it("refuses to move a booking into a session already under way, which a walk-in may still book", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const [member] = await quickMembers(t, 1);
    const id = await bookAtVenue(t, member?.access ?? "", "15:00:00");
    // 10:30: the 10:00 session has begun; the desk's list still has it (a walk-in joins it).
    await later(t, 2.5 * HOUR, desk);
    const slots = await t.api.get(`staff/slots/?service_id=4&date=${TODAY}`, desk.access);
    const begun = slots.data.slots.find((s: { start_time: string }) => s.start_time === "10:00:00");
    expect(begun).toBeDefined();
    const moved = await t.api.post(`staff/bookings/${id}/move/`, { slot: begun.id }, desk.access);
    expect(moved).toMatchObject({
      status: 400,
      data: { slot: ["Cette séance a déjà commencé : choisissez un créneau à venir."] },
    });
  });

  it("offers « Absent » only once the session has begun, « Présent » only from its day", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const [member] = await quickMembers(t, 1);
    const id = await bookAtVenue(t, member?.access ?? "", "12:00:00");
    const tomorrow = await bookAtVenue(t, member?.access ?? "", "12:00:00", "2026-03-03");

    expect(slotAt(await agenda(t, desk.access), "12:00:00")?.marks).toEqual(["present"]);
    expect(slotAt(await agenda(t, desk.access, "2026-03-03"), "12:00:00")?.marks).toEqual([]);
    const early = await t.api.post(`staff/bookings/${id}/attendance/`, { attendance: "absent" }, desk.access);
    expect(early).toMatchObject({
      status: 400,
      data: { detail: "Un client ne peut être marqué absent qu'une fois la séance commencée." },
    });
    const soon = await t.api.post(
      `staff/bookings/${tomorrow}/attendance/`,
      { attendance: "present" },
      desk.access,
    );
    expect(soon.status).toBe(400);

    // 12:00 sharp: the session has begun, both marks are offered and taken.
    await later(t, 4 * HOUR, desk);
    expect(slotAt(await agenda(t, desk.access), "12:00:00")?.marks).toEqual(["present", "absent"]);
    const absent = await t.api.post(
      `staff/bookings/${id}/attendance/`,
      { attendance: "absent" },
      desk.access,
    );
    expect(absent.status).toBe(200);
  });

  it("does not count what a no-show owes as money to take today: it says it apart", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const [first, second, third] = await quickMembers(t, 3);
    const noShow = await bookAtVenue(t, first?.access ?? "", "11:00:00", TODAY, 2);
    await bookAtVenue(t, second?.access ?? "", "12:00:00");
    const cancelled = await bookAtVenue(t, third?.access ?? "", "12:00:00");
    await t.api.post(`booking/booking/${cancelled}/cancel/`, undefined, third?.access);

    expect((await agenda(t, desk.access)).totals).toEqual({
      bookings: 2,
      persons: 3,
      to_collect: 24_000,
      no_shows_unpaid: { count: 0, amount: 0 },
    });
    await later(t, 3 * HOUR, desk);
    const marked = await t.api.post(
      `staff/bookings/${noShow}/attendance/`,
      { attendance: "absent" },
      desk.access,
    );
    expect(marked.status).toBe(200);
    expect((await agenda(t, desk.access)).totals).toEqual({
      bookings: 2,
      persons: 3,
      to_collect: 8000,
      no_shows_unpaid: { count: 1, amount: 16_000 },
    });
  });

  it("shows a closed day's closure by its label", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const desk = await staffMember(t, "reception");
    // Read once before the closure: the kept answer must not outlive it.
    expect((await agenda(t, desk.access, "2026-03-04")).closure).toBeNull();
    const closure = { from_date: "2026-03-04", to_date: "2026-03-05", label: "Tabaski" };
    expect((await t.api.post("staff/schedule/closures/", closure, admin.access)).status).toBe(200);

    const closed = await agenda(t, desk.access, "2026-03-04");
    expect(closed.closure).toEqual({ label: "Tabaski", from_date: "2026-03-04", to_date: "2026-03-05" });
    expect((await agenda(t, desk.access, "2026-03-05")).closure?.label).toBe("Tabaski");
    expect((await agenda(t, desk.access, "2026-03-06")).closure).toBeNull();

    // A closure over a day with no slot (a Sunday) changes no slot: the day kept is read again.
    expect((await agenda(t, desk.access, "2026-03-08")).closure).toBeNull();
    const sunday = { from_date: "2026-03-08", to_date: "2026-03-08", label: "Magal de Touba" };
    expect((await t.api.post("staff/schedule/closures/", sunday, admin.access)).status).toBe(200);
    expect((await agenda(t, desk.access, "2026-03-08")).closure?.label).toBe("Magal de Touba");
  });
});
