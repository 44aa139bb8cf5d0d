import type { ExpressionBuilder } from "kysely";
import type { Db, Row, Tables } from "../db/tables";
import { peopleStillFit } from "./people/assign";
import { maxUnpaidHolds } from "./settings";

/** An unconfirmed booking keeps its places this long, time to choose and complete a payment. */
export const PAYMENT_HOLD_MS = 15 * 60_000;
/** Provider payments (QR codes, checkouts) one booking may open: each renews its hold, so not forever. */
export const MAX_PAYMENT_ATTEMPTS = 3;

type Slot = Pick<Row<"slots">, "id" | "capacity" | "allowsPrivate">;
type Service = Pick<Row<"services">, "canHavePrivateOption">;
/** A slot and service as a booking held on them is checked again: with its times and staffing. */
type HeldSlot = Slot & Pick<Row<"slots">, "startsAt" | "endsAt">;
type HeldService = Service & Pick<Row<"services">, "id" | "staffing">;

/** Bookings that hold places: not cancelled, and confirmed or still inside their payment hold. */
export function holdsPlaces(eb: ExpressionBuilder<Tables, "bookings">, now: Date) {
  return eb.and([
    eb("bookings.cancelledAt", "is", null),
    eb.or([eb("bookings.confirmedAt", "is not", null), eb("bookings.holdUntil", ">", now)]),
  ]);
}

/** What the bookings holding places take: persons, bookings, private ones (per slot when grouped). */
const takenColumns = (eb: ExpressionBuilder<Tables, "bookings">) =>
  [
    eb.fn.coalesce(eb.fn.sum<number>("bookings.numberPerson"), eb.lit(0)).as("persons"),
    eb.fn.countAll<number>().as("count"),
    eb.fn.coalesce(eb.fn.sum<number>("bookings.privateOption"), eb.lit(0)).as("privateCount"),
  ] as const;

/**
 * A member's upcoming unpaid bookings that hold places: waiting for a payment while their hold
 * runs, or confirmed to be paid at the venue. `except` leaves one booking out (the one renewed).
 */
export async function unpaidHolds(db: Db, userId: number, now: Date, except?: number): Promise<number> {
  const row = await db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where((eb) =>
      eb.and([
        eb("bookings.userId", "=", userId),
        holdsPlaces(eb, now),
        eb("bookings.paymentStatus", "!=", "paid"),
        eb("slots.startsAt", ">", now),
        ...(except === undefined ? [] : [eb("bookings.id", "!=", except)]),
      ]),
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The unpaid cap, once: the centre's maximum when the member already holds that many unpaid
 * bookings (`except` left out: the one being renewed), else null.
 */
export async function unpaidCapReached(db: Db, userId: number, now: Date, except?: number) {
  const max = await maxUnpaidHolds(db);
  return (await unpaidHolds(db, userId, now, except)) >= max ? max : null;
}

/** What the bookings holding a slot's places take of it. */
export type Taken = { persons: number; count: number; privateCount: number };
const taken = (row: { persons: unknown; count: unknown; privateCount: unknown } | undefined): Taken => ({
  persons: Number(row?.persons ?? 0),
  count: Number(row?.count ?? 0),
  privateCount: Number(row?.privateCount ?? 0),
});

/**
 * The rule of places, once: a private booking takes the whole slot; otherwise the capacity less the
 * persons booked (never below 0: a capacity lowered under them). The private option needs an empty slot.
 */
export function placesLeft(slot: Pick<Slot, "capacity" | "allowsPrivate">, service: Service, used: Taken) {
  return {
    remaining: used.privateCount > 0 ? 0 : Math.max(0, slot.capacity - used.persons),
    canHavePrivate: service.canHavePrivateOption && slot.allowsPrivate && used.count === 0,
    bookingCount: used.count,
  };
}

export async function occupancy(db: Db, slotId: number, now: Date): Promise<Taken> {
  const row = await db
    .selectFrom("bookings")
    .select(takenColumns)
    .where((eb) => eb.and([eb("bookings.slotId", "=", slotId), holdsPlaces(eb, now)]))
    .executeTakeFirst();
  return taken(row);
}

/** Places left, and whether the private option can still be taken (it needs an empty slot). */
export async function availability(db: Db, slot: Slot, service: Service, now: Date) {
  return placesLeft(slot, service, await occupancy(db, slot.id, now));
}

/**
 * Whether a booking whose hold lapsed still fits its slot, as booking it again would require: the
 * one rule for every way it may be paid late (credits, at the venue, a provider's late answer).
 */
export async function stillFits(
  db: Db,
  booking: Pick<Row<"bookings">, "id" | "numberPerson" | "privateOption" | "practitionerChosen" | "roomId">,
  slot: HeldSlot,
  service: HeldService,
  now: Date,
): Promise<boolean> {
  const free = await availability(db, slot, service, now);
  const places = booking.privateOption ? free.bookingCount === 0 : free.remaining >= booking.numberPerson;
  return places && (await peopleStillFit(db, service, slot, booking, now));
}

/** The same figures for many slots in one query (slot lists). */
export async function availabilityMany(db: Db, list: Slot[], service: Service, now: Date) {
  const ids = list.map((s) => s.id);
  const rows = ids.length
    ? await db
        .selectFrom("bookings")
        .select((eb) => ["bookings.slotId", ...takenColumns(eb)])
        .where((eb) => eb.and([eb("bookings.slotId", "in", ids), holdsPlaces(eb, now)]))
        .groupBy("bookings.slotId")
        .execute()
    : [];
  const bySlot = new Map(rows.map((r) => [r.slotId, taken(r)]));
  return new Map(
    list.map((slot) => [slot.id, placesLeft(slot, service, bySlot.get(slot.id) ?? taken(undefined))]),
  );
}

type HeldBooking = Pick<
  Row<"bookings">,
  "id" | "confirmedAt" | "holdUntil" | "numberPerson" | "privateOption" | "practitionerChosen" | "roomId"
>;

/**
 * Whether a booking may be paid now as far as its hold goes, the one rule for every way it may be
 * paid late (credits or a wallet by the member, at the venue, a provider's late answer): a booking
 * confirmed or still inside its hold may; one whose hold lapsed comes back only if its places are
 * still free (`taken` otherwise) and, when the member pays it, within their unpaid cap (`cap`).
 */
export async function lapsedHoldRefusal(
  db: Db,
  booking: HeldBooking,
  slot: HeldSlot,
  service: HeldService,
  now: Date,
  member?: { userId: number },
): Promise<{ reason: "taken" } | { reason: "cap"; max: number } | null> {
  if (booking.confirmedAt || booking.holdUntil > now) return null;
  if (!(await stillFits(db, booking, slot, service, now))) return { reason: "taken" };
  if (!member) return null;
  const max = await unpaidCapReached(db, member.userId, now, booking.id);
  return max === null ? null : { reason: "cap", max };
}
