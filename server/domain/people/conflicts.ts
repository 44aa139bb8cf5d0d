import type { Db } from "../../db/tables";
import { holdsPlaces } from "../capacity";
import { practitionerState } from "./fit";
import { parseWeekHours } from "./needs";

/** Why a booked session's practitioner can no longer take it. */
export type PeopleConflict = {
  reason: "practitioner_absent" | "practitioner_unavailable";
  practitioner: string;
  /** The absence's label (« Congés », « Maladie »…), when absent. */
  label: string | null;
};

/**
 * Live upcoming bookings on slots still open whose practitioner was since made absent, taken off
 * the service or deactivated, or given hours that no longer cover the session: for the staff to
 * move (another practitioner or time) or cancel, as a closure's are. Only practitioners with an
 * absence to come, their own hours, or no longer able to deliver are looked at.
 */
export async function peopleConflicts(db: Db, now: Date): Promise<Map<number, PeopleConflict>> {
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .innerJoin("bookingPractitioners as bp", "bp.bookingId", "bookings.id")
    .innerJoin("practitioners", "practitioners.id", "bp.practitionerId")
    .select((eb) => [
      "bookings.id",
      "slots.startsAt",
      "slots.endsAt",
      "practitioners.id as practitionerId",
      "practitioners.firstName",
      "practitioners.weekHours",
      "practitioners.isActive",
      eb
        .exists(
          eb
            .selectFrom("practitionerServices as ps")
            .select("ps.practitionerId")
            .whereRef("ps.practitionerId", "=", "practitioners.id")
            .whereRef("ps.serviceId", "=", "bookings.serviceId"),
        )
        .as("delivers"),
    ])
    .where((eb) =>
      eb.and([
        eb("slots.startsAt", ">", now),
        eb("slots.withdrawn", "=", false),
        holdsPlaces(eb, now),
        eb.or([
          eb("practitioners.isActive", "=", false),
          eb("practitioners.weekHours", "is not", null),
          eb.not(
            eb.exists(
              eb
                .selectFrom("practitionerServices as ps")
                .select("ps.practitionerId")
                .whereRef("ps.practitionerId", "=", "practitioners.id")
                .whereRef("ps.serviceId", "=", "bookings.serviceId"),
            ),
          ),
          eb.exists(
            eb
              .selectFrom("practitionerAbsences as pa")
              .select("pa.id")
              .whereRef("pa.practitionerId", "=", "practitioners.id")
              .whereRef("pa.startsAt", "<", "slots.endsAt")
              .whereRef("pa.endsAt", ">", "slots.startsAt"),
          ),
        ]),
      ]),
    )
    .orderBy("slots.startsAt")
    .limit(2000)
    .execute();
  const ids = [...new Set(rows.map((r) => r.practitionerId))];
  const absences = ids.length
    ? await db
        .selectFrom("practitionerAbsences")
        .select(["practitionerId", "startsAt", "endsAt", "label"])
        .where("practitionerId", "in", ids)
        .where("endsAt", ">", now)
        .execute()
    : [];
  const found = new Map<number, PeopleConflict>();
  for (const row of rows) {
    if (found.has(row.id)) continue;
    const span = { start: row.startsAt.getTime(), end: row.endsAt.getTime() };
    const away = absences.find(
      (a) =>
        a.practitionerId === row.practitionerId &&
        a.startsAt.getTime() < span.end &&
        a.endsAt.getTime() > span.start,
    );
    if (away) {
      found.set(row.id, {
        reason: "practitioner_absent",
        practitioner: row.firstName,
        label: away.label || null,
      });
      continue;
    }
    const person = {
      id: row.practitionerId,
      name: row.firstName,
      weekHours: parseWeekHours(row.weekHours),
      absences: [],
    };
    if (!row.isActive || !row.delivers || practitionerState(person, span, []) === "offHours")
      found.set(row.id, { reason: "practitioner_unavailable", practitioner: row.firstName, label: null });
  }
  return found;
}
