import type { DeskSlots } from "../../../src/contract/staff/desk-booking";
import type { Db } from "../../db/tables";
import { availabilityMany } from "../capacity";
import { activeService } from "../catalogue";
import { peoplePlaces } from "../people/slot-places";

/**
 * A day's slots of a service the desk may still book, earliest first: those not over (one under
 * way may still take a walk-in: the desk is not held to the clients' lead time, which hides them
 * from the app's slot search), in the schedule, with places left by the same rule the booking
 * applies, its people and rooms counted (for `practitioner` when the desk chose one, as the
 * clients' search does). Null when the service is unknown or no longer offered.
 */
export async function deskSlots(
  db: Db,
  serviceId: number,
  date: string,
  now: Date,
  practitioner?: number,
): Promise<DeskSlots | null> {
  const service = await activeService(db, serviceId);
  if (!service) return null;
  const list = await db
    .selectFrom("slots")
    .selectAll()
    .where("serviceId", "=", serviceId)
    .where("date", "=", date)
    .where("withdrawn", "=", false)
    .where("endsAt", ">", now)
    .orderBy("startsAt")
    .execute();
  const places = await availabilityMany(db, list, service, now);
  const withPeople = await peoplePlaces(db, service, list, now, practitioner);
  const slots = list.flatMap((slot) => {
    const free = places.get(slot.id);
    if (!free) return [];
    const remaining = withPeople ? withPeople(slot, free.remaining) : free.remaining;
    if (remaining <= 0) return [];
    return [
      {
        id: slot.id,
        date: slot.date,
        start_time: slot.startTime,
        end_time: slot.endTime,
        capacity: slot.capacity,
        remaining_capacity: remaining,
        can_have_private_option: free.canHavePrivate,
        pct_discount: slot.pctDiscount,
        started: slot.startsAt <= now,
      },
    ];
  });
  return { service_id: serviceId, date, slots };
}
