import type { Db } from "../../db/tables";
import { holdsPlaces } from "../capacity";
import { fitPeople, saveChoice } from "./assign";

const DAY = 86_400_000;

/**
 * Gives the live bookings from today on that lack what their service now takes (a practitioner,
 * a room: made before the service had them) what they lack by the booking rule, the soonest first.
 * Only what is missing: a booking keeps its practitioners (and its client's choice) and its room;
 * one whose own practitioner cannot take it any more is left for « Réservations à traiter », and one
 * that fits no one stays as it is (the week shows it « Sans praticien »). Only those of `services`
 * when given (the ones an admin just mapped). Inside the caller's transaction. Answers how many.
 */
export async function assignUnassigned(db: Db, now: Date, services?: readonly number[]): Promise<number> {
  if (services?.length === 0) return 0;
  const today = new Date(now.getTime() - (now.getTime() % DAY));
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .innerJoin("services", "services.id", "bookings.serviceId")
    .select((eb) => [
      "bookings.id",
      "bookings.numberPerson",
      "bookings.chosenPractitionerId",
      "bookings.roomId",
      "slots.id as slotId",
      "slots.startsAt",
      "slots.endsAt",
      "services.id as serviceId",
      "services.staffing",
      eb
        .selectFrom("bookingPractitioners as bp")
        .select((s) => s.fn.min("bp.practitionerId").as("first"))
        .whereRef("bp.bookingId", "=", "bookings.id")
        .as("practitionerId"),
    ])
    .where((eb) => {
      const hasNobody = eb.not(
        eb.exists(
          eb
            .selectFrom("bookingPractitioners as bp")
            .select("bp.bookingId")
            .whereRef("bp.bookingId", "=", "bookings.id"),
        ),
      );
      const serviceHasPeople = eb.exists(
        eb
          .selectFrom("practitionerServices as ps")
          .select("ps.serviceId")
          .whereRef("ps.serviceId", "=", "bookings.serviceId"),
      );
      const serviceHasRooms = eb.exists(
        eb
          .selectFrom("serviceRooms as sr")
          .select("sr.serviceId")
          .whereRef("sr.serviceId", "=", "bookings.serviceId"),
      );
      return eb.and([
        eb("slots.startsAt", ">=", today),
        ...(services ? [eb("bookings.serviceId", "in", [...services])] : []),
        holdsPlaces(eb, now),
        eb.or([
          eb.and([serviceHasPeople, hasNobody]),
          eb.and([serviceHasRooms, eb("bookings.roomId", "is", null)]),
        ]),
      ]);
    })
    .orderBy("slots.startsAt")
    .orderBy("bookings.id")
    .execute();
  let assigned = 0;
  for (const row of rows) {
    const service = { id: row.serviceId, staffing: row.staffing };
    const slot = { id: row.slotId, startsAt: row.startsAt, endsAt: row.endsAt };
    const keep = row.practitionerId === null ? undefined : Number(row.practitionerId);
    // Its own practitioner asked for: not free (away, busy, off the service), nothing is changed.
    const fit = await fitPeople(
      db,
      service,
      slot,
      { persons: row.numberPerson, except: row.id, chosen: keep },
      now,
    );
    if (!fit.ok || !fit.choice) continue;
    const practitionerIds =
      keep === undefined
        ? fit.choice.practitionerIds
        : (
            await db
              .selectFrom("bookingPractitioners")
              .select("practitionerId")
              .where("bookingId", "=", row.id)
              .execute()
          ).map((p) => p.practitionerId);
    await saveChoice(
      db,
      row.id,
      { practitionerIds, roomId: row.roomId ?? fit.choice.roomId },
      row.chosenPractitionerId,
    );
    assigned++;
  }
  return assigned;
}
