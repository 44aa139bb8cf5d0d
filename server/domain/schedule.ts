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

export type ScheduleApplied = {
  created: number;
  removed: number;
  withdrawn: number;
  restored: number;
  updated: number;
};

/**
 * Brings the future slots in line with the schedule just changed, inside that change's transaction:
 * new slots are made; a slot the schedule no longer has is deleted when no booking points at it,
 * else kept but withdrawn (not offered, not bookable; its live bookings are listed for the staff);
 * a withdrawn slot back in the schedule is offered again; an unbooked slot takes the new discount
 * and private option (a booking keeps the price it was made at: it is stored on the booking).
 */
export async function applySchedule(tx: Deps, days = SLOT_HORIZON_DAYS): Promise<ScheduleApplied> {
  if (!tx.db.isTransaction) throw new Error("applySchedule outside the transaction of its change");
  const now = tx.clock.now();
  const hours = await readOpeningHours(tx.db);
  const wanted = await wantedSlots(tx, hours, days);
  const lastDay = isoDay(new Date(new Date(`${isoDay(now)}T00:00:00Z`).getTime() + days * DAY_MS));
  const existing = await tx.db
    .selectFrom("slots")
    .innerJoin("services", "services.id", "slots.serviceId")
    .select([
      "slots.id",
      "slots.serviceId",
      "slots.startsAt",
      "slots.pctDiscount",
      "slots.allowsPrivate",
      "slots.withdrawn",
    ])
    .where("services.isActive", "=", true)
    .where("slots.startsAt", ">", now)
    .where("slots.date", "<=", lastDay)
    .execute();
  // Per slot: does any booking point at it (then it cannot go), does a live one hold it.
  const booked = await tx.db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .select((eb) => [
      "bookings.slotId",
      eb.fn.countAll<number>().as("all"),
      eb.fn.sum<number>(eb.case().when(holdsPlaces(eb, now)).then(1).else(0).end()).as("live"),
    ])
    .where("slots.startsAt", ">", now)
    .groupBy("bookings.slotId")
    .execute();
  const bookings = new Map(booked.map((b) => [b.slotId, { all: Number(b.all), live: Number(b.live ?? 0) }]));
  const key = (serviceId: number, at: Date) => `${serviceId}|${at.getTime()}`;
  const wantedByKey = new Map(wanted.map((w) => [key(w.serviceId, w.startsAt), w]));

  const toDelete: number[] = [];
  const toWithdraw: number[] = [];
  // Slots to set, grouped by what they become: one statement per group.
  const toSet = new Map<string, number[]>();
  let restored = 0;
  for (const slot of existing) {
    const want = wantedByKey.get(key(slot.serviceId, slot.startsAt));
    const held = bookings.get(slot.id);
    if (!want) {
      if (!held) toDelete.push(slot.id);
      else if (!slot.withdrawn) toWithdraw.push(slot.id);
      continue;
    }
    wantedByKey.delete(key(slot.serviceId, slot.startsAt));
    const keepTerms = (held?.live ?? 0) > 0;
    const pct = keepTerms ? slot.pctDiscount : want.pctDiscount;
    const priv = keepTerms ? slot.allowsPrivate : want.allowsPrivate;
    if (!slot.withdrawn && pct === slot.pctDiscount && priv === slot.allowsPrivate) continue;
    if (slot.withdrawn) restored++;
    const group = `${pct}|${priv ? 1 : 0}`;
    toSet.set(group, [...(toSet.get(group) ?? []), slot.id]);
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
  for (const [group, ids] of toSet) {
    const [pct, priv] = group.split("|").map(Number);
    for (let i = 0; i < ids.length; i += BATCH)
      await tx.db
        .updateTable("slots")
        .set({ pctDiscount: pct ?? 0, allowsPrivate: priv === 1, withdrawn: false })
        .where("id", "in", ids.slice(i, i + BATCH))
        .execute();
    updated += ids.length;
  }
  const created = await insertMissing(tx, [...wantedByKey.values()]);
  return {
    created,
    removed: toDelete.length,
    withdrawn: toWithdraw.length,
    restored,
    updated: updated - restored,
  };
}
