import type { Db } from "../../db/tables";
import type { Staffing } from "../../db/tables/bookings";
import { type MinuteRange, parseRanges } from "../opening-hours";
import type { Needs, PractitionerInfo, Span } from "./fit";

/** What a service takes (its people and rooms) and the practitioners' weeks and absences, read once. */

/** Ranges that touch or overlap made one: 09:00–12:00 and 12:00–19:00 cover an 11:30 session. */
const merged = (ranges: MinuteRange[]) =>
  ranges.reduce<MinuteRange[]>((all, [start, end]) => {
    const last = all.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else all.push([start, end]);
    return all;
  }, []);

/**
 * A practitioner's own week from its JSON: 7 days of ranges, or null (the centre's hours). A week
 * that cannot be read keeps them off every day (never on duty all day by mistake).
 */
export function parseWeekHours(json: string | null): PractitionerInfo["weekHours"] {
  if (json === null) return null;
  const off = Array.from({ length: 7 }, () => []);
  try {
    const days: unknown = JSON.parse(json);
    if (!Array.isArray(days) || days.length !== 7) return off;
    return days.map((day) => merged(parseRanges(day)));
  } catch {
    return off;
  }
}

/**
 * The service's needs, with the absences of its practitioners that touch `window`. A practitioner
 * or room mapped but inactive still makes the service need one (none active: nothing offered).
 */
export async function readNeeds(
  db: Db,
  service: { id: number; staffing: Staffing },
  window: Span,
): Promise<Needs> {
  const [people, rooms] = await Promise.all([
    db
      .selectFrom("practitionerServices")
      .innerJoin("practitioners", "practitioners.id", "practitionerServices.practitionerId")
      .select([
        "practitioners.id",
        "practitioners.firstName",
        "practitioners.weekHours",
        "practitioners.isActive",
      ])
      .where("practitionerServices.serviceId", "=", service.id)
      .orderBy("practitioners.id")
      .execute(),
    db
      .selectFrom("serviceRooms")
      .innerJoin("rooms", "rooms.id", "serviceRooms.roomId")
      .select((eb) => [
        "rooms.id",
        "rooms.name",
        "rooms.capacity",
        "rooms.isActive",
        eb
          .selectFrom("serviceRooms as hosted")
          .select((h) => h.fn.countAll<number>().as("n"))
          .whereRef("hosted.roomId", "=", "rooms.id")
          .as("serviceCount"),
      ])
      .where("serviceRooms.serviceId", "=", service.id)
      .orderBy("rooms.id")
      .execute(),
  ]);
  const active = people.filter((p) => p.isActive);
  const absences = active.length
    ? await db
        .selectFrom("practitionerAbsences")
        .select(["practitionerId", "startsAt", "endsAt"])
        .where(
          "practitionerId",
          "in",
          active.map((p) => p.id),
        )
        .where("endsAt", ">", new Date(window.start))
        .where("startsAt", "<", new Date(window.end))
        .execute()
    : [];
  return {
    staffing: service.staffing,
    needsPractitioner: people.length > 0,
    needsRoom: rooms.length > 0,
    practitioners: active.map((p) => ({
      id: p.id,
      name: p.firstName,
      weekHours: parseWeekHours(p.weekHours),
      absences: absences
        .filter((a) => a.practitionerId === p.id)
        .map((a) => ({ start: a.startsAt.getTime(), end: a.endsAt.getTime() })),
    })),
    rooms: rooms
      .filter((r) => r.isActive)
      .map((r) => ({
        id: r.id,
        name: r.name,
        capacity: r.capacity,
        serviceCount: Number(r.serviceCount ?? 0),
      })),
  };
}

/** Whether this practitioner, active, delivers the service: a client's choice worth searching for. */
export async function deliversService(db: Db, serviceId: number, practitionerId: number): Promise<boolean> {
  const row = await db
    .selectFrom("practitionerServices")
    .innerJoin("practitioners", "practitioners.id", "practitionerServices.practitionerId")
    .select("practitioners.id")
    .where("practitionerServices.serviceId", "=", serviceId)
    .where("practitionerServices.practitionerId", "=", practitionerId)
    .where("practitioners.isActive", "=", true)
    .executeTakeFirst();
  return row !== undefined;
}
