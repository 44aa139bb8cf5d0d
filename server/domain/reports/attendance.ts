import { sql } from "kysely";
import type { AttendanceReport } from "../../../src/contract/staff/reports";
import type { Db } from "../../db/tables";
import { cancelCutoffHours } from "../settings";
import { barsOf, n, type ReportPeriod } from "./period";

const HOUR_MS = 3_600_000;
const counts = ["bookings", "no_shows", "cancellations", "late_cancels"] as const;

/**
 * The period's sessions (by their slot's day) and what became of their confirmed bookings: held
 * (booked), marked « Absent » at the desk (a no-show), cancelled, and cancelled later than the
 * cut-off before the session (a late cancel: only the desk can, a client cannot).
 */
export async function attendanceOf(db: Db, period: ReportPeriod): Promise<AttendanceReport> {
  const cutoffHours = await cancelCutoffHours(db);
  const cancelled = sql<number>`case when ${sql.ref("bookings.cancelledAt")} is not null then 1 else 0 end`;
  const late = sql<number>`case when ${sql.ref("bookings.cancelledAt")} > ${sql.ref("slots.startsAt")} - ${sql.lit(
    cutoffHours * HOUR_MS,
  )} then 1 else 0 end`;
  const held = sql<number>`case when ${sql.ref("bookings.cancelledAt")} is null then 1 else 0 end`;
  const absent = sql<number>`case when ${sql.ref("bookings.cancelledAt")} is null and ${sql.ref(
    "bookings.attendance",
  )} = 'absent' then 1 else 0 end`;
  const [rows, services] = await Promise.all([
    db
      .selectFrom("slots")
      .innerJoin("bookings", "bookings.slotId", "slots.id")
      .where("slots.date", ">=", period.from)
      .where("slots.date", "<=", period.to)
      .where("bookings.confirmedAt", "is not", null)
      .select((eb) => [
        "slots.date",
        "slots.serviceId",
        eb.fn.sum(held).as("bookings"),
        eb.fn.sum(absent).as("noShows"),
        eb.fn.sum(cancelled).as("cancellations"),
        eb.fn.sum(late).as("lateCancels"),
      ])
      .groupBy(["slots.date", "slots.serviceId"])
      .execute(),
    db.selectFrom("services").select(["id", "name"]).orderBy("id").execute(),
  ]);
  const { bars, add } = barsOf(period, counts);
  const byService = new Map<number, Record<(typeof counts)[number], number>>();
  for (const r of rows) {
    const line = byService.get(r.serviceId) ?? {
      bookings: 0,
      no_shows: 0,
      cancellations: 0,
      late_cancels: 0,
    };
    // The plugin gives the sums' aliases in camel case.
    const sums = {
      bookings: r.bookings,
      no_shows: r.noShows,
      cancellations: r.cancellations,
      late_cancels: r.lateCancels,
    };
    for (const k of counts) {
      add(r.date, k, n(sums[k]));
      line[k] += n(sums[k]);
    }
    byService.set(r.serviceId, line);
  }
  const total = (k: (typeof counts)[number]) => bars.reduce((sum, b) => sum + b.values[k], 0);
  return {
    from: period.from,
    to: period.to,
    by: period.by,
    bookings: total("bookings"),
    no_shows: total("no_shows"),
    cancellations: total("cancellations"),
    late_cancels: total("late_cancels"),
    cutoff_hours: cutoffHours,
    bars: bars.map((b) => ({ start: b.start, ...b.values })),
    services: services.flatMap((s) => {
      const line = byService.get(s.id);
      return line ? [{ id: s.id, name: s.name, ...line }] : [];
    }),
  };
}
