import type { Db } from "../../db/tables";
import { holdsPlaces } from "../capacity";
import { type Session, type Span, sessionKey } from "./fit";

/**
 * The live sessions (bookings that hold their places) touching `window` that take one of these
 * practitioners or rooms, with their people: what a new booking must not overlap. `except` leaves a
 * booking out (the one being moved or reassigned: its own session never blocks it).
 */
export async function liveSessions(
  db: Db,
  window: Span,
  who: { practitionerIds: number[]; roomIds: number[] },
  now: Date,
  except?: number,
): Promise<Session[]> {
  if (who.practitionerIds.length === 0 && who.roomIds.length === 0) return [];
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .innerJoin("services", "services.id", "bookings.serviceId")
    .leftJoin("bookingPractitioners as bp", "bp.bookingId", "bookings.id")
    .select([
      "bookings.id",
      "bookings.slotId",
      "bookings.roomId",
      "services.staffing",
      "slots.startsAt",
      "slots.endsAt",
      "bp.practitionerId",
    ])
    .where((eb) => {
      const whose = [];
      if (who.practitionerIds.length) whose.push(eb("bp.practitionerId", "in", who.practitionerIds));
      if (who.roomIds.length) whose.push(eb("bookings.roomId", "in", who.roomIds));
      return eb.and([
        eb("slots.startsAt", "<", new Date(window.end)),
        eb("slots.endsAt", ">", new Date(window.start)),
        holdsPlaces(eb, now),
        eb.or(whose),
        ...(except === undefined ? [] : [eb("bookings.id", "!=", except)]),
      ]);
    })
    .execute();
  const byKey = new Map<string, Session>();
  for (const row of rows) {
    const key = sessionKey(row.staffing, row.slotId, row.id);
    let session = byKey.get(key);
    if (!session) {
      session = {
        key,
        slotId: row.slotId,
        start: row.startsAt.getTime(),
        end: row.endsAt.getTime(),
        practitionerIds: [],
        roomId: row.roomId,
      };
      byKey.set(key, session);
    }
    if (row.practitionerId !== null && !session.practitionerIds.includes(row.practitionerId))
      session.practitionerIds.push(row.practitionerId);
    if (session.roomId === null) session.roomId = row.roomId;
  }
  return [...byKey.values()];
}
