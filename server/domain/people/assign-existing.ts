import type { Db } from "../../db/tables";
import { holdsPlaces } from "../capacity";
import { fitPeople, saveChoice } from "./assign";

const DAY = 86_400_000;

/**
 * Gives the live bookings from today on that have nobody (made before their service had people)
 * a practitioner and a room by the booking rule, the soonest first; one that fits no one is left
 * as it is (the week shows it « Sans praticien »). Inside the caller's transaction. Answers how many.
 */
export async function assignUnassigned(db: Db, now: Date): Promise<number> {
  const today = new Date(now.getTime() - (now.getTime() % DAY));
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .innerJoin("services", "services.id", "bookings.serviceId")
    .select([
      "bookings.id",
      "bookings.numberPerson",
      "slots.id as slotId",
      "slots.startsAt",
      "slots.endsAt",
      "services.id as serviceId",
      "services.staffing",
    ])
    .where((eb) =>
      eb.and([
        eb("slots.startsAt", ">=", today),
        holdsPlaces(eb, now),
        eb.not(
          eb.exists(
            eb
              .selectFrom("bookingPractitioners as bp")
              .select("bp.bookingId")
              .whereRef("bp.bookingId", "=", "bookings.id"),
          ),
        ),
      ]),
    )
    .orderBy("slots.startsAt")
    .orderBy("bookings.id")
    .execute();
  let assigned = 0;
  for (const row of rows) {
    const fit = await fitPeople(
      db,
      { id: row.serviceId, staffing: row.staffing },
      { id: row.slotId, startsAt: row.startsAt, endsAt: row.endsAt },
      { persons: row.numberPerson, except: row.id },
      now,
    );
    if (!fit.ok || !fit.choice) continue;
    await saveChoice(db, row.id, fit.choice, false);
    assigned++;
  }
  return assigned;
}
