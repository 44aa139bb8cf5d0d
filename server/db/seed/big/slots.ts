import { dayHours, dayStarts, discountFor, readOpeningHours } from "../../../domain/opening-hours";
import { clockTime, isoDay } from "../../../domain/schedule";
import type { NewRow, Row } from "../../tables";
import type { Target } from "./writer";

export const DAY = 86_400_000;

/** A slot as the story books it. */
export type SlotInfo = {
  id: number;
  service: Row<"services">;
  startsAt: number;
  endsAt: number;
  capacity: number;
  pctDiscount: number;
  allowsPrivate: boolean;
};

/**
 * The slots of every active service from `fromDay` to `toDay` (inclusive), cut from the opening
 * hours as the server cuts them; a slot already there (same service and start) is kept, not doubled.
 */
export async function planSlots(
  target: Target,
  services: Row<"services">[],
  fromDay: number,
  toDay: number,
  firstId: number,
): Promise<{ rows: NewRow<"slots">[]; all: SlotInfo[] }> {
  const hours = await readOpeningHours(target.db);
  const existing = await target.db
    .selectFrom("slots")
    .select([
      "id",
      "serviceId",
      "startsAt",
      "endsAt",
      "capacity",
      "pctDiscount",
      "allowsPrivate",
      "withdrawn",
    ])
    .where("startsAt", ">=", new Date(fromDay))
    .where("startsAt", "<", new Date(toDay + DAY))
    .orderBy("id")
    .execute();
  const byService = new Map(services.map((s) => [s.id, s]));
  const taken = new Set(existing.map((s) => `${s.serviceId}/${s.startsAt.getTime()}`));
  const rows: NewRow<"slots">[] = [];
  const all: SlotInfo[] = [];
  for (const s of existing) {
    const service = byService.get(s.serviceId);
    if (service && !s.withdrawn)
      all.push({
        id: s.id,
        service,
        startsAt: s.startsAt.getTime(),
        endsAt: s.endsAt.getTime(),
        capacity: s.capacity,
        pctDiscount: s.pctDiscount,
        allowsPrivate: s.allowsPrivate,
      });
  }
  let id = firstId;
  for (let day = fromDay; day <= toDay; day += DAY) {
    const date = isoDay(new Date(day));
    const { ranges, allowsPrivate, weekday } = dayHours(hours, date);
    if (ranges.length === 0) continue;
    for (const service of services) {
      const starts = dayStarts(ranges, service.duration);
      for (const minute of starts) {
        const startsAt = day + minute * 60_000;
        if (taken.has(`${service.id}/${startsAt}`)) continue;
        const endsAt = startsAt + service.duration * 60_000;
        const pctDiscount = discountFor(hours.discounts, weekday, minute, starts[0] ?? 0);
        rows.push({
          id,
          serviceId: service.id,
          date,
          startTime: clockTime(minute),
          endTime: clockTime(minute + service.duration),
          startsAt: new Date(startsAt),
          endsAt: new Date(endsAt),
          capacity: service.slotCapacity,
          pctDiscount,
          allowsPrivate,
          withdrawn: false,
        });
        all.push({
          id,
          service,
          startsAt,
          endsAt,
          capacity: service.slotCapacity,
          pctDiscount,
          allowsPrivate,
        });
        id += 1;
      }
    }
  }
  all.sort((a, b) => a.startsAt - b.startsAt || a.id - b.id);
  return { rows, all };
}
