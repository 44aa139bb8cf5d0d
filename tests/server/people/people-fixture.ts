import type { Staffing } from "../../../server/db/tables/bookings";
import type { TestApp } from "../harness";

/** Practitioners and rooms written straight into the database (their admin API is tested apart). */

export async function addPractitioner(
  t: TestApp,
  firstName: string,
  services: number[],
  weekHours: [number, number][][] | null = null,
) {
  const row = await t.deps.db
    .insertInto("practitioners")
    .values({
      firstName,
      weekHours: weekHours && JSON.stringify(weekHours),
      createdAt: t.deps.clock.now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (services.length)
    await t.deps.db
      .insertInto("practitionerServices")
      .values(services.map((serviceId) => ({ practitionerId: row.id, serviceId })))
      .execute();
  return row.id;
}

export async function addRoom(t: TestApp, name: string, services: number[], capacity = 1) {
  const row = await t.deps.db
    .insertInto("rooms")
    .values({ name, capacity })
    .returning("id")
    .executeTakeFirstOrThrow();
  await t.deps.db
    .insertInto("serviceRooms")
    .values(services.map((serviceId) => ({ serviceId, roomId: row.id })))
    .execute();
  return row.id;
}

export async function addAbsence(
  t: TestApp,
  practitionerId: number,
  from: string,
  to: string,
  label = "Congés",
) {
  await t.deps.db
    .insertInto("practitionerAbsences")
    .values({ practitionerId, startsAt: new Date(from), endsAt: new Date(to), label })
    .execute();
}

export const setStaffing = (t: TestApp, serviceId: number, staffing: Staffing) =>
  t.deps.db.updateTable("services").set({ staffing }).where("id", "=", serviceId).execute();

/** A booking request for `slot` at the service's own price (no discount on the days these tests use). */
export async function bookingRequest(
  t: TestApp,
  serviceId: number,
  slotId: number,
  persons = 1,
  practitioner?: number,
) {
  const service = await t.deps.db
    .selectFrom("services")
    .select(["price", "creditPrice"])
    .where("id", "=", serviceId)
    .executeTakeFirstOrThrow();
  return {
    service: serviceId,
    slot: slotId,
    price: service.price * persons,
    credit_price: service.creditPrice * persons,
    number_person: persons,
    ...(practitioner === undefined ? {} : { practitioner }),
  };
}

/** Who and where a booking takes place, as written. */
export async function assignmentOf(t: TestApp, bookingId: number) {
  const people = await t.deps.db
    .selectFrom("bookingPractitioners")
    .select("practitionerId")
    .where("bookingId", "=", bookingId)
    .orderBy("practitionerId")
    .execute();
  const booking = await t.deps.db
    .selectFrom("bookings")
    .select("roomId")
    .where("id", "=", bookingId)
    .executeTakeFirstOrThrow();
  return { practitioners: people.map((p) => p.practitionerId), room: booking.roomId };
}
