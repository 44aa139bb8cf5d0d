import type { NewRow } from "../db/tables";
import { type AppDeps, immediate } from "../deps";
import { holdsPlaces } from "./capacity";
import { dayHours, dayStarts, discountFor, type OpeningHours, readOpeningHours } from "./opening-hours";

/** The hours themselves live in the database (see `opening-hours.ts`); slots are made this far ahead. */
export const SLOT_HORIZON_DAYS = 60;

const DAY_MS = 86_400_000;
/** Rows written per statement: thousands go in on a first start, far below either database's limit. */
const BATCH = 500;
const pad = (n: number) => String(n).padStart(2, "0");
export const clockTime = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00`;
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

type Deps = Pick<AppDeps, "db" | "database" | "clock">;
type WantedSlot = NewRow<"slots"> & { startsAt: Date; pctDiscount: number; allowsPrivate: boolean };

/** The slots the schedule gives every active service from today to `days` days ahead. */
async function wantedSlots(deps: Deps, hours: OpeningHours, days: number): Promise<WantedSlot[]> {
  const today = new Date(`${isoDay(deps.clock.now())}T00:00:00Z`).getTime();
  const active = await deps.db.selectFrom("services").selectAll().where("isActive", "=", true).execute();
  const wanted: WantedSlot[] = [];
  for (let d = 0; d <= days; d++) {
    const day = new Date(today + d * DAY_MS);
    const { ranges, allowsPrivate, weekday } = dayHours(hours, isoDay(day));
    if (ranges.length === 0) continue;
    for (const service of active) {
      const starts = dayStarts(ranges, service.duration);
      for (const minute of starts) {
        const startsAt = new Date(day.getTime() + minute * 60_000);
        wanted.push({
          serviceId: service.id,
          date: isoDay(day),
          startTime: clockTime(minute),
          endTime: clockTime(minute + service.duration),
          startsAt,
          endsAt: new Date(startsAt.getTime() + service.duration * 60_000),
          capacity: service.slotCapacity,
          pctDiscount: discountFor(hours.discounts, weekday, minute, starts[0] ?? 0),
          allowsPrivate,
        });
      }
    }
  }
  return wanted;
}

async function insertMissing(tx: Pick<AppDeps, "db">, wanted: NewRow<"slots">[]): Promise<number> {
  let created = 0;
  for (let i = 0; i < wanted.length; i += BATCH) {
    const result = await tx.db
      .insertInto("slots")
      .values(wanted.slice(i, i + BATCH))
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    created += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return created;
}

/** Makes sure every active service has its slots for the next `days` days; existing slots are kept. */
export async function ensureSlots(deps: Deps, days = SLOT_HORIZON_DAYS): Promise<number> {
  // One transaction, a few statements of many rows: a slot already there (same service and start)
  // is left as it is and not counted.
  return immediate(deps, async (tx) =>
    insertMissing(tx, await wantedSlots(tx, await readOpeningHours(tx.db), days)),
  );
}

/**
 * The hourly round: the horizon moves on, and a slot taken off sale under a booking is offered again
 * once nothing live holds it (the booking moved, cancelled, its hold lapsed).
 */
export const realignSlots = (deps: Deps) => immediate(deps, (tx) => applySchedule(tx));

export type ScheduleApplied = {
  created: number;
  removed: number;
  withdrawn: number;
  restored: number;
  updated: number;
};

/**
 * Brings the future slots in line with the schedule or a service just changed, inside that change's
 * transaction: new slots are made; a slot the schedule no longer has is deleted when no booking
 * points at it, else kept but withdrawn (not offered, not bookable; its live bookings are listed
 * for the staff); a withdrawn slot back in the schedule is offered again. A slot nobody holds takes
 * the service's length; every slot takes the capacity, discount and private option (a booking keeps
 * the price it was made at: it is stored on it), never with fewer places than its live bookings
 * hold; a booked one is withdrawn when the service's length changed under it, so no session is cut
 * short or overlapped, and offered again once nothing live holds it.
 */
export async function applySchedule(tx: Deps, days = SLOT_HORIZON_DAYS): Promise<ScheduleApplied> {
  if (!tx.db.isTransaction) throw new Error("applySchedule outside the transaction of its change");
  const now = tx.clock.now();
  const hours = await readOpeningHours(tx.db);
  // Today's starts already past are neither made nor matched: a lifted closure does not make them.
  const wanted = (await wantedSlots(tx, hours, days)).filter((w) => w.startsAt > now);
  const lastDay = isoDay(new Date(new Date(`${isoDay(now)}T00:00:00Z`).getTime() + days * DAY_MS));
  const existing = await tx.db
    .selectFrom("slots")
    .innerJoin("services", "services.id", "slots.serviceId")
    .select([
      "slots.id",
      "slots.serviceId",
      "slots.startsAt",
      "slots.endsAt",
      "slots.capacity",
      "slots.pctDiscount",
      "slots.allowsPrivate",
      "slots.withdrawn",
    ])
    .where("services.isActive", "=", true)
    .where("slots.startsAt", ">", now)
    .where("slots.date", "<=", lastDay)
    .execute();
  // Per slot: does any booking point at it (then it cannot go), how many live ones hold it, and
  // how many persons they bring.
  const booked = await tx.db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .select((eb) => [
      "bookings.slotId",
      eb.fn.countAll<number>().as("all"),
      eb.fn.sum<number>(eb.case().when(holdsPlaces(eb, now)).then(1).else(0).end()).as("live"),
      eb.fn
        .sum<number>(eb.case().when(holdsPlaces(eb, now)).then(eb.ref("bookings.numberPerson")).else(0).end())
        .as("persons"),
    ])
    .where("slots.startsAt", ">", now)
    .groupBy("bookings.slotId")
    .execute();
  const bookings = new Map(
    booked.map((b) => [b.slotId, { live: Number(b.live ?? 0), persons: Number(b.persons ?? 0) }]),
  );
  const key = (serviceId: number, at: Date) => `${serviceId}|${at.getTime()}`;
  const wantedByKey = new Map(wanted.map((w) => [key(w.serviceId, w.startsAt), w]));

  const toDelete: number[] = [];
  const toWithdraw: number[] = [];
  type Terms = { pctDiscount: number; allowsPrivate: boolean; capacity: number };
  // Slots whose terms change, grouped by what they become: one statement per group.
  const toSet = new Map<string, { terms: Terms; ids: number[] }>();
  // Slots that take the service's new length: their times differ one by one.
  const toReshape: { id: number; want: WantedSlot }[] = [];
  let restored = 0;
  for (const slot of existing) {
    const want = wantedByKey.get(key(slot.serviceId, slot.startsAt));
    const held = bookings.get(slot.id);
    const live = held?.live ?? 0;
    if (!want) {
      if (!held) toDelete.push(slot.id);
      else if (!slot.withdrawn) toWithdraw.push(slot.id);
      continue;
    }
    // Its place in the grid is taken by this slot (one slot per service and start).
    wantedByKey.delete(key(slot.serviceId, slot.startsAt));
    const reshaped = slot.endsAt.getTime() !== want.endsAt.getTime();
    if (reshaped && live > 0) {
      if (!slot.withdrawn) toWithdraw.push(slot.id);
      continue;
    }
    // The discount and private option are for bookings still to come (each booking keeps the price
    // it was made at); places never drop below what live bookings hold.
    const terms: Terms = {
      pctDiscount: want.pctDiscount,
      allowsPrivate: want.allowsPrivate,
      capacity: Math.max(Number(want.capacity), held?.persons ?? 0),
    };
    if (slot.withdrawn) restored++;
    if (reshaped) {
      toReshape.push({ id: slot.id, want });
      continue;
    }
    const same =
      terms.pctDiscount === slot.pctDiscount &&
      terms.allowsPrivate === slot.allowsPrivate &&
      terms.capacity === slot.capacity;
    if (!slot.withdrawn && same) continue;
    const group = `${terms.pctDiscount}|${terms.allowsPrivate ? 1 : 0}|${terms.capacity}`;
    const entry = toSet.get(group) ?? { terms, ids: [] };
    entry.ids.push(slot.id);
    toSet.set(group, entry);
  }
  for (let i = 0; i < toDelete.length; i += BATCH)
    await tx.db
      .deleteFrom("slots")
      .where("id", "in", toDelete.slice(i, i + BATCH))
      .execute();
  for (let i = 0; i < toWithdraw.length; i += BATCH)
    await tx.db
      .updateTable("slots")
      .set({ withdrawn: true })
      .where("id", "in", toWithdraw.slice(i, i + BATCH))
      .execute();
  let updated = 0;
  for (const { terms, ids } of toSet.values()) {
    for (let i = 0; i < ids.length; i += BATCH)
      await tx.db
        .updateTable("slots")
        .set({ ...terms, withdrawn: false })
        .where("id", "in", ids.slice(i, i + BATCH))
        .execute();
    updated += ids.length;
  }
  for (const { id, want } of toReshape)
    await tx.db
      .updateTable("slots")
      .set({
        endTime: want.endTime,
        endsAt: want.endsAt,
        capacity: want.capacity,
        pctDiscount: want.pctDiscount,
        allowsPrivate: want.allowsPrivate,
        withdrawn: false,
      })
      .where("id", "=", id)
      .execute();
  updated += toReshape.length;
  const created = await insertMissing(tx, [...wantedByKey.values()]);
  return {
    created,
    removed: toDelete.length,
    withdrawn: toWithdraw.length,
    restored,
    updated: updated - restored,
  };
}
