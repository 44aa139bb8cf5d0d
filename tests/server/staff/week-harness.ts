import * as v from "valibot";
import { expect } from "vitest";
import { weekSchema } from "../../../src/contract/staff/week";
import { bookYoga, findSlot, quickMembers, type TestApp } from "../harness";

export const MONDAY = "2026-03-02";
export const TUESDAY = "2026-03-03";

export const week = async (t: TestApp, token: string, query = `from=${MONDAY}`) => {
  const res = await t.api.get(`staff/week/?${query}`, token);
  expect(res.status).toBe(200);
  return v.parse(weekSchema, res.data);
};

/** A practitioner row: their own week (minutes, index = weekday) or null for the centre's. */
export async function practitioner(t: TestApp, firstName: string, week: number[][][] | null = null) {
  const row = await t.deps.db
    .insertInto("practitioners")
    .values({
      firstName,
      lastName: "Diop",
      weekHours: week ? JSON.stringify(week) : null,
      createdAt: t.deps.clock.now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function room(t: TestApp, name: string) {
  return (await t.deps.db.insertInto("rooms").values({ name }).returning("id").executeTakeFirstOrThrow()).id;
}

/** Gives a booking its practitioners and room, as the assignment would. */
export async function assign(t: TestApp, bookingId: number, practitioners: number[], roomId: number | null) {
  for (const practitionerId of practitioners)
    await t.deps.db.insertInto("bookingPractitioners").values({ bookingId, practitionerId }).execute();
  await t.deps.db.updateTable("bookings").set({ roomId }).where("id", "=", bookingId).execute();
}

/** A Massage suédois (service 1) booked by `token` on `date` at `start`, to pay at the venue. */
export async function bookMassage(t: TestApp, token: string, date: string, start: string) {
  const slot = await findSlot(t, 1, date, start);
  const res = await t.api.post(
    "booking/booking/create/",
    { service: 1, slot: slot.id, price: 25000, credit_price: 25, private_option: false, number_person: 1 },
    token,
  );
  if (res.status !== 201) throw new Error(`booking refused: ${JSON.stringify(res.data)}`);
  return res.data.booking_id as number;
}

/** A week's scene: two practitioners (one with her own hours, one away on Tuesday), two rooms. */
export async function scene(t: TestApp) {
  // Yoga is a class: one coach and one room for all its bookings.
  await t.deps.db.updateTable("services").set({ staffing: "session" }).where("id", "=", 4).execute();
  const mornings = [[], [[540, 780]], [[540, 780]], [], [], [], []];
  const awa = await practitioner(t, "Awa", mornings);
  const binta = await practitioner(t, "Binta");
  await t.deps.db
    .insertInto("practitionerAbsences")
    .values({
      practitionerId: binta,
      startsAt: new Date(`${TUESDAY}T00:00:00Z`),
      endsAt: new Date(`${TUESDAY}T23:59:59Z`),
      label: "Congé",
    })
    .execute();
  const cabin = await room(t, "Cabine 1");
  const studio = await room(t, "Salle de yoga");
  const [a, b, c, d] = await quickMembers(t, 4);
  const massage = await bookMassage(t, a?.access ?? "", MONDAY, "12:00:00");
  await assign(t, massage, [awa], cabin);
  const loose = await bookMassage(t, b?.access ?? "", MONDAY, "15:00:00");
  const yoga1 = (await bookYoga(t, c?.access ?? "", MONDAY, "16:00:00")).id;
  const yoga2 = (await bookYoga(t, d?.access ?? "", MONDAY, "16:00:00", 2)).id;
  await assign(t, yoga1, [binta], studio);
  await assign(t, yoga2, [binta], studio);
  return { awa, binta, cabin, studio, massage, loose, yoga1, yoga2, members: [a, b, c, d] };
}
