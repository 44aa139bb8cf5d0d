import { type ExpressionBuilder, sql } from "kysely";
import type { Occupancy } from "../../../src/contract/staff/reports";
import type { Db, Tables } from "../../db/tables";
import { readOpeningHours } from "../opening-hours";
import { weekPeople } from "../staff/week-columns";
import { barStarts, n, type ReportPeriod } from "./period";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The period's slots still offered, found by their day's index. */
const offeredSlots = (db: Db, period: ReportPeriod) =>
  db
    .selectFrom("slots")
    .where("slots.date", ">=", period.from)
    .where("slots.date", "<=", period.to)
    .where("slots.withdrawn", "=", false);

/** The bookings holding places on those slots: confirmed, not cancelled. */
const heldOn = (db: Db, period: ReportPeriod) =>
  offeredSlots(db, period)
    .innerJoin("bookings", "bookings.slotId", "slots.id")
    .where("bookings.confirmedAt", "is not", null)
    .where("bookings.cancelledAt", "is", null);

/** The places a booking holds: its persons, or the whole slot for the private option (as `placesLeft`). */
const placesHeld = (eb: ExpressionBuilder<Tables & { bookings: Tables["bookings"] }, "bookings" | "slots">) =>
  eb
    .case()
    .when("bookings.privateOption", "=", true)
    .then(eb.ref("slots.capacity"))
    .else(eb.ref("bookings.numberPerson"))
    .end();

/** Monday = 0 … Sunday = 6, and the hour, of a slot's start (milliseconds: 1 January 1970 was a Thursday). */
const weekdayOf = sql<number>`((${sql.ref("slots.startsAt")} / ${sql.lit(DAY_MS)} + 3) % 7)`;
const hourOf = sql<number>`((${sql.ref("slots.startsAt")} % ${sql.lit(DAY_MS)}) / ${sql.lit(HOUR_MS)})`;

/**
 * Occupancy of the period: places booked over places offered, by service and by hour of the week;
 * each practitioner's minutes with a session over their minutes of work.
 */
export async function occupancyOf(db: Db, period: ReportPeriod): Promise<Occupancy> {
  // One pass over the slots and one over their bookings, by service and hour of the week together
  // (a few hundred rows): the sums by service and by hour are folded from them here.
  const [offered, booked, services] = await Promise.all([
    offeredSlots(db, period)
      .select((eb) => [
        "slots.serviceId",
        weekdayOf.as("weekday"),
        hourOf.as("hour"),
        eb.fn.sum("slots.capacity").as("places"),
      ])
      .groupBy(["slots.serviceId", weekdayOf, hourOf])
      .execute(),
    heldOn(db, period)
      .select((eb) => [
        "slots.serviceId",
        weekdayOf.as("weekday"),
        hourOf.as("hour"),
        eb.fn.sum(placesHeld(eb)).as("places"),
      ])
      .groupBy(["slots.serviceId", weekdayOf, hourOf])
      .execute(),
    db.selectFrom("services").select(["id", "name"]).orderBy("id").execute(),
  ]);
  const sumBy = <K>(rows: typeof offered, keyOf: (r: (typeof offered)[number]) => K) => {
    const sums = new Map<K, number>();
    for (const r of rows) sums.set(keyOf(r), (sums.get(keyOf(r)) ?? 0) + n(r.places));
    return sums;
  };
  const bookedOf = sumBy(booked, (r) => r.serviceId);
  const offeredOf = sumBy(offered, (r) => r.serviceId);
  const serviceLines = services
    .map((s) => ({
      id: s.id,
      name: s.name,
      offered: offeredOf.get(s.id) ?? 0,
      booked: bookedOf.get(s.id) ?? 0,
    }))
    .filter((s) => s.offered > 0 || s.booked > 0);
  const hourKey = (r: { weekday: unknown; hour: unknown }) => n(r.weekday) * 24 + n(r.hour);
  const bookedAt = sumBy(booked, hourKey);
  const hours = [...sumBy(offered, hourKey)]
    .map(([key, places]) => ({
      weekday: Math.floor(key / 24),
      hour: key % 24,
      offered: places,
      booked: bookedAt.get(key) ?? 0,
    }))
    .sort((a, b) => a.weekday * 24 + a.hour - (b.weekday * 24 + b.hour));
  return {
    from: period.from,
    to: period.to,
    by: period.by,
    offered: serviceLines.reduce((sum, s) => sum + s.offered, 0),
    booked: serviceLines.reduce((sum, s) => sum + s.booked, 0),
    services: serviceLines,
    hours,
    practitioners: await practitionerLoad(db, period),
  };
}

/**
 * Each practitioner's sessions (a class counts once, whatever its bookings) and their minutes,
 * against the minutes they work: their hours within the centre's, less their absences.
 */
async function practitionerLoad(db: Db, period: ReportPeriod): Promise<Occupancy["practitioners"]> {
  const sessions = db
    .selectFrom("bookingPractitioners")
    .innerJoin("bookings", "bookings.id", "bookingPractitioners.bookingId")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .where("slots.date", ">=", period.from)
    .where("slots.date", "<=", period.to)
    .where("bookings.confirmedAt", "is not", null)
    .where("bookings.cancelledAt", "is", null)
    .select(["bookingPractitioners.practitionerId", "bookings.slotId", "slots.serviceId"])
    .distinct()
    .as("sessions");
  const [held, names] = await Promise.all([
    db
      .selectFrom(sessions)
      .innerJoin("services", "services.id", "sessions.serviceId")
      .select((eb) => [
        "sessions.practitionerId",
        eb.fn.countAll().as("sessions"),
        eb.fn.sum("services.duration").as("minutes"),
      ])
      .groupBy("sessions.practitionerId")
      .execute(),
    db.selectFrom("practitioners").select(["id", "firstName", "lastName"]).execute(),
  ]);
  const days = barStarts({ from: period.from, to: period.to, by: "day" });
  const people = await weekPeople(db, await readOpeningHours(db), days);
  const working = new Map(
    people.practitioners.map((p) => [
      p.id,
      p.columns.days.reduce((sum, day) => {
        const open = day.working.reduce((m, [a, b]) => m + b - a, 0);
        // An absence takes the working minutes it covers, no more.
        const away = day.absences.reduce(
          (m, a) =>
            m +
            day.working.reduce((w, [s, e]) => w + Math.max(0, Math.min(e, a.to) - Math.max(s, a.from)), 0),
          0,
        );
        return sum + Math.max(0, open - away);
      }, 0),
    ]),
  );
  const heldBy = new Map(held.map((r) => [r.practitionerId, r]));
  return names
    .filter((p) => heldBy.has(p.id) || working.has(p.id))
    .map((p) => ({
      id: p.id,
      name: `${p.firstName} ${p.lastName}`.trim(),
      sessions: n(heldBy.get(p.id)?.sessions),
      booked_minutes: n(heldBy.get(p.id)?.minutes),
      working_minutes: working.get(p.id) ?? 0,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "fr"));
}
