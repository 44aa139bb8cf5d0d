import type { NewRow } from "../db/tables";
import { type AppDeps, immediate } from "../deps";

/** DESIGN §4: Monday to Saturday, 9h to 19h. Dakar is on UTC all year, so local time is UTC. */
export const openingHours = { openMinute: 9 * 60, closeMinute: 19 * 60, days: [1, 2, 3, 4, 5, 6] } as const;
export const SLOT_HORIZON_DAYS = 60;

const DAY_MS = 86_400_000;
/** Rows written per statement: thousands go in on a first start, far below either database's limit. */
const BATCH = 500;
const pad = (n: number) => String(n).padStart(2, "0");
export const clockTime = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00`;
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Start minutes of a service's slots in a day: back to back from opening, ending by closing time. */
export function dayStarts(durationMinutes: number): number[] {
  const starts: number[] = [];
  for (
    let m = openingHours.openMinute;
    m + durationMinutes <= openingHours.closeMinute;
    m += durationMinutes
  ) {
    starts.push(m);
  }
  return starts;
}

/** A few slots carry a discount, the same ones every week: the first slot of Wednesdays, Monday early afternoon. */
function discountFor(weekday: number, minute: number, firstMinute: number): number {
  if (weekday === 3 && minute === firstMinute) return 20;
  if (weekday === 1 && minute >= 13 * 60 && minute < 15 * 60) return 10;
  return 0;
}

/** Makes sure every active service has its slots for the next `days` days; existing slots are kept. */
export async function ensureSlots(
  deps: Pick<AppDeps, "db" | "database" | "clock">,
  days = SLOT_HORIZON_DAYS,
): Promise<number> {
  const today = new Date(`${isoDay(deps.clock.now())}T00:00:00Z`).getTime();
  const active = await deps.db.selectFrom("services").selectAll().where("isActive", "=", true).execute();
  const wanted: NewRow<"slots">[] = [];
  for (let d = 0; d <= days; d++) {
    const day = new Date(today + d * DAY_MS);
    const weekday = day.getUTCDay();
    if (!(openingHours.days as readonly number[]).includes(weekday)) continue;
    for (const service of active) {
      const starts = dayStarts(service.duration);
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
          pctDiscount: discountFor(weekday, minute, starts[0] ?? 0),
          // Saturdays are busy: no private sessions then.
          allowsPrivate: weekday !== 6,
        });
      }
    }
  }
  // One transaction, a few statements of many rows: a slot already there (same service and start)
  // is left as it is and not counted.
  return immediate(deps, async (tx) => {
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
  });
}
