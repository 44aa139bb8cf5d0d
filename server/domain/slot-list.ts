import type { Slot } from "../../src/contract/booking";
import type { Db, Row } from "../db/tables";
import { availabilityMany } from "./capacity";
import { activeService, type ServiceRow } from "./catalogue";
import { peoplePlaces } from "./people/slot-places";
import { bookingLeadHours } from "./settings";
import { slotJson } from "./slot-search";

/** Slots a member can still book, page by page, and one slot by its id (`booking/slots/`). */

type SlotRow = Row<"slots">;
const HOUR = 3_600_000;

/** A service's slots that start after the lead time (3 h by default), on one day if asked. */
export type SlotFilter = { serviceId: number; earliest: Date; date?: string };

/** The first instant a slot may start at to be bookable now. */
export const earliestBookable = async (db: Db, now: Date) =>
  new Date(now.getTime() + (await bookingLeadHours(db)) * HOUR);

const bookable = (db: Db, filter: SlotFilter) => {
  let query = db
    .selectFrom("slots")
    .where("serviceId", "=", filter.serviceId)
    .where("startsAt", ">=", filter.earliest)
    .where("withdrawn", "=", false);
  if (filter.date) query = query.where("date", "=", filter.date);
  return query;
};

export async function countBookableSlots(db: Db, filter: SlotFilter): Promise<number> {
  const row = await bookable(db, filter)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One page of them, the earliest first, as the API shows them. */
export async function pageOfBookableSlots(
  db: Db,
  filter: SlotFilter,
  service: ServiceRow,
  now: Date,
  limit: number,
  offset: number,
): Promise<Slot[]> {
  const list = await bookable(db, filter)
    .selectAll()
    .orderBy("startsAt")
    .limit(limit)
    .offset(offset)
    .execute();
  return withAvailability(db, list, service, now);
}

/** Slots as the API shows them, with their places left now. */
export async function withAvailability(
  db: Db,
  list: SlotRow[],
  service: ServiceRow,
  now: Date,
): Promise<Slot[]> {
  const free = await availabilityMany(db, list, service, now);
  const withPeople = await peoplePlaces(db, service, list, now);
  return list.map((slot) => {
    const places = free.get(slot.id) ?? { remaining: 0, canHavePrivate: false };
    if (!withPeople) return slotJson(slot, places);
    const remaining = withPeople(slot, places.remaining);
    return slotJson(slot, { remaining, canHavePrivate: places.canHavePrivate && remaining > 0 });
  });
}

/** A slot of a service that can be seen and booked, by its id. */
export async function findSlot(db: Db, id: number): Promise<{ slot: SlotRow; service: ServiceRow } | null> {
  const slot = await db.selectFrom("slots").selectAll().where("id", "=", id).executeTakeFirst();
  const service = slot && (await activeService(db, slot.serviceId));
  return slot && service ? { slot, service } : null;
}
