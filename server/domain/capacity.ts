import { and, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { Db, services } from "../db/schema";
import { bookings, slots } from "../db/schema";

/** An unconfirmed booking keeps its places this long, time to choose and complete a payment. */
export const PAYMENT_HOLD_MS = 15 * 60_000;
/**
 * How many unpaid bookings a member may hold at once (waiting for a payment, or to be paid at the
 * venue), so nobody can sit on whole slots without paying.
 */
export const MAX_UNPAID_HOLDS = 3;
/** Provider payments (QR codes, checkouts) one booking may open: each renews its hold, so not forever. */
export const MAX_PAYMENT_ATTEMPTS = 3;

type Slot = typeof slots.$inferSelect;
type Service = typeof services.$inferSelect;

/** Bookings that hold places: not cancelled, and confirmed or still inside their payment hold. */
export function holdsPlaces(now: Date) {
  return and(isNull(bookings.cancelledAt), or(isNotNull(bookings.confirmedAt), gt(bookings.holdUntil, now)));
}

/**
 * A member's upcoming unpaid bookings that hold places: waiting for a payment while their hold
 * runs, or confirmed to be paid at the venue. `except` leaves one booking out (the one renewed).
 */
export function unpaidHolds(db: Db, userId: number, now: Date, except?: number): number {
  const row = db
    .select({ n: sql<number>`count(*)` })
    .from(bookings)
    .innerJoin(slots, eq(slots.id, bookings.slotId))
    .where(
      and(
        eq(bookings.userId, userId),
        holdsPlaces(now),
        ne(bookings.paymentStatus, "paid"),
        gt(slots.startsAt, now),
        except === undefined ? undefined : ne(bookings.id, except),
      ),
    )
    .get();
  return row?.n ?? 0;
}

export function occupancy(db: Db, slotId: number, now: Date) {
  const row = db
    .select({
      persons: sql<number>`coalesce(sum(${bookings.numberPerson}), 0)`,
      count: sql<number>`count(*)`,
      privateCount: sql<number>`coalesce(sum(${bookings.privateOption}), 0)`,
    })
    .from(bookings)
    .where(and(eq(bookings.slotId, slotId), holdsPlaces(now)))
    .get();
  return { persons: row?.persons ?? 0, count: row?.count ?? 0, hasPrivate: (row?.privateCount ?? 0) > 0 };
}

/** Places left, and whether the private option can still be taken (it needs an empty slot). */
export function availability(db: Db, slot: Slot, service: Service, now: Date) {
  const taken = occupancy(db, slot.id, now);
  const remaining = taken.hasPrivate ? 0 : Math.max(0, slot.capacity - taken.persons);
  return {
    remaining,
    canHavePrivate: service.canHavePrivateOption && slot.allowsPrivate && taken.count === 0,
    bookingCount: taken.count,
  };
}

/** The same figures for many slots in one query (slot lists). */
export function availabilityMany(db: Db, list: Slot[], service: Service, now: Date) {
  const ids = list.map((s) => s.id);
  const rows = ids.length
    ? db
        .select({
          slotId: bookings.slotId,
          persons: sql<number>`coalesce(sum(${bookings.numberPerson}), 0)`,
          count: sql<number>`count(*)`,
          privateCount: sql<number>`coalesce(sum(${bookings.privateOption}), 0)`,
        })
        .from(bookings)
        .where(and(inArray(bookings.slotId, ids), holdsPlaces(now)))
        .groupBy(bookings.slotId)
        .all()
    : [];
  const bySlot = new Map(rows.map((r) => [r.slotId, r]));
  return new Map(
    list.map((slot) => {
      const taken = bySlot.get(slot.id);
      const remaining =
        taken && taken.privateCount > 0 ? 0 : Math.max(0, slot.capacity - (taken?.persons ?? 0));
      return [
        slot.id,
        {
          remaining,
          canHavePrivate: service.canHavePrivateOption && slot.allowsPrivate && !taken?.count,
          bookingCount: taken?.count ?? 0,
        },
      ];
    }),
  );
}
