import { and, asc, eq, gt, gte, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Slot } from "../../src/contract/booking";
import { availabilityVersion, bookings, services, slots } from "../db/schema";
import type { AppDeps } from "../deps";
import { bookingLeadHours } from "./settings";

type SlotRow = typeof slots.$inferSelect;
type Places = { remaining: number; canHavePrivate: boolean };
const HOUR = 3_600_000;

/** A slot as the API shows it. */
export function slotJson(slot: SlotRow, free: Places): Slot {
  return {
    id: slot.id,
    service: slot.serviceId,
    date: slot.date,
    start_time: slot.startTime,
    end_time: slot.endTime,
    pct_discount: slot.pctDiscount,
    can_have_private_option: free.canHavePrivate,
    capacity: slot.capacity,
    remaining_capacity: free.remaining,
    available: free.remaining > 0,
  };
}

export type SlotsByDate = {
  /** `{"AAAA-MM-JJ": [slot]}`, the answer of `get_slots_by_dates`. */
  byDate: Record<string, Slot[]>;
  /** The availability version the answer was read at (see `availabilityVersion`). */
  version: number;
  /**
   * Until when (ms) the answer holds if nothing is written: the first slot leaves the list once it
   * is closer than the lead time, and a payment hold that runs out frees its places.
   */
  validUntil: number;
};

/** Reads the availability version (see `availabilityVersion`): one row by its key, compiled once. */
export function availabilityVersionReader(db: AppDeps["db"]) {
  const read = db.select({ value: availabilityVersion.value }).from(availabilityVersion).prepare();
  return () => read.get()?.value ?? 0;
}

/**
 * The slots of a service between two days that can still be booked, with their places left. Its
 * statements are compiled once, and all its reads see one snapshot of the database.
 */
export function slotSearch(deps: Pick<AppDeps, "db" | "sqlite">) {
  const { db, sqlite } = deps;
  const p = sql.placeholder;
  const readVersion = availabilityVersionReader(db);
  const activeService = db
    .select()
    .from(services)
    .where(and(eq(services.id, p("serviceId")), eq(services.isActive, true)))
    .prepare();
  const inRange = and(
    eq(slots.serviceId, p("serviceId")),
    gte(slots.date, p("from")),
    lte(slots.date, p("to")),
    gte(slots.startsAt, p("earliest")),
  );
  const slotList = db.select().from(slots).where(inRange).orderBy(asc(slots.startsAt)).prepare();
  // What the bookings still holding places take from each slot of the range (see `holdsPlaces`).
  const taken = db
    .select({
      slotId: bookings.slotId,
      persons: sql<number>`coalesce(sum(${bookings.numberPerson}), 0)`,
      count: sql<number>`count(*)`,
      privateCount: sql<number>`coalesce(sum(${bookings.privateOption}), 0)`,
      // The first unpaid hold to run out: its places come back then, with no write.
      nextRelease: sql<
        number | null
      >`min(case when ${bookings.confirmedAt} is null then ${bookings.holdUntil} end)`,
    })
    .from(bookings)
    .innerJoin(slots, eq(slots.id, bookings.slotId))
    .where(
      and(
        inRange,
        isNull(bookings.cancelledAt),
        or(isNotNull(bookings.confirmedAt), gt(bookings.holdUntil, p("now"))),
      ),
    )
    .groupBy(bookings.slotId)
    .prepare();

  const read = (serviceId: number, from: string, to: string, now: number): SlotsByDate | null => {
    const version = readVersion();
    const service = activeService.get({ serviceId });
    if (!service) return null;
    const lead = bookingLeadHours(db) * HOUR;
    const params = { serviceId, from, to, earliest: now + lead, now };
    const list = slotList.all(params);
    const bySlot = new Map(taken.all(params).map((row) => [row.slotId, row]));
    const byDate: Record<string, Slot[]> = {};
    // A slot is listed while now ≤ its start − lead.
    let validUntil = list[0] ? list[0].startsAt.getTime() - lead + 1 : Number.POSITIVE_INFINITY;
    for (const slot of list) {
      const held = bySlot.get(slot.id);
      if (held?.nextRelease) validUntil = Math.min(validUntil, held.nextRelease);
      const remaining = held && held.privateCount > 0 ? 0 : Math.max(0, slot.capacity - (held?.persons ?? 0));
      const canHavePrivate = service.canHavePrivateOption && slot.allowsPrivate && !held?.count;
      const day = byDate[slot.date] ?? [];
      day.push(slotJson(slot, { remaining, canHavePrivate }));
      byDate[slot.date] = day;
    }
    return { byDate, version, validUntil };
  };
  // A deferred transaction: one consistent snapshot, and no lock that would hold a writer back.
  const inSnapshot = sqlite.transaction(read);
  return (serviceId: number, from: string, to: string, now: number) =>
    inSnapshot.deferred(serviceId, from, to, now);
}
