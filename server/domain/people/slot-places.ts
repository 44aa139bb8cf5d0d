import type { Db, Row } from "../../db/tables";
import { constrained, placesWithPeople } from "./fit";
import { readNeeds } from "./needs";
import { liveSessions } from "./sessions";

type Service = Pick<Row<"services">, "id" | "staffing">;
type SlotTimes = Pick<Row<"slots">, "id" | "startsAt" | "endsAt">;
const DAY = 86_400_000;

/**
 * For a list of a service's slots: the places each shows once its people and rooms are counted
 * (`placesWithPeople`), from one read of the needs and the sessions of the days they cover. Null
 * when people and rooms play no part (none mapped, no choice): the places stay as they are.
 */
export async function peoplePlaces(
  db: Db,
  service: Service,
  slots: SlotTimes[],
  now: Date,
  chosen?: number,
): Promise<((slot: SlotTimes, places: number) => number) | null> {
  if (slots.length === 0) return null;
  let start = Number.POSITIVE_INFINITY;
  let end = 0;
  for (const slot of slots) {
    start = Math.min(start, slot.startsAt.getTime());
    end = Math.max(end, slot.endsAt.getTime());
  }
  // Whole days: the least busy practitioner is counted over their day.
  const window = { start: start - (start % DAY), end: end - (end % DAY) + DAY };
  const needs = await readNeeds(db, service, window);
  if (!constrained(needs) && chosen === undefined) return null;
  const sessions = await liveSessions(
    db,
    window,
    { practitionerIds: needs.practitioners.map((p) => p.id), roomIds: needs.rooms.map((r) => r.id) },
    now,
  );
  return (slot, places) =>
    placesWithPeople(
      needs,
      { id: slot.id, start: slot.startsAt.getTime(), end: slot.endsAt.getTime() },
      places,
      sessions,
      chosen,
    );
}
