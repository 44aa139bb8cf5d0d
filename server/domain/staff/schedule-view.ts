import { type BookingToDealWith, type Schedule, timeOf } from "../../../src/contract/staff/schedule";
import type { Db } from "../../db/tables";
import type { AppDeps } from "../../deps";
import { holdsPlaces } from "../capacity";
import { dayHours, type MinuteRange, type OpeningHours, readOpeningHours } from "../opening-hours";
import { peopleConflicts } from "../people/conflicts";
import { fullName } from "./roles";

const toTimes = (ranges: MinuteRange[]) => ranges.map(([s, e]) => ({ start: timeOf(s), end: timeOf(e) }));

/**
 * Live bookings (see `holdsPlaces`) on upcoming slots the schedule no longer has, the soonest
 * first, with why their slot left it.
 */
async function bookingsToDealWith(db: Db, hours: OpeningHours, now: Date): Promise<BookingToDealWith[]> {
  const conflicts = await peopleConflicts(db, now);
  const conflicted = [...conflicts.keys()];
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .innerJoin("users", "users.id", "bookings.userId")
    .innerJoin("services", "services.id", "bookings.serviceId")
    .select([
      "bookings.id",
      "bookings.slotId",
      "bookings.userId",
      "bookings.numberPerson",
      "bookings.paymentStatus",
      "bookings.paymentMethod",
      "bookings.confirmedAt",
      "users.firstName",
      "users.lastName",
      "users.telephoneNumber",
      "services.id as serviceId",
      "services.duration",
      "services.name as serviceName",
      "slots.date",
      "slots.startTime",
      "slots.endTime",
      "slots.withdrawn",
    ])
    .where((eb) =>
      eb.and([
        conflicted.length
          ? eb.or([eb("slots.withdrawn", "=", true), eb("bookings.id", "in", conflicted)])
          : eb("slots.withdrawn", "=", true),
        eb("slots.startsAt", ">", now),
        holdsPlaces(eb, now),
      ]),
    )
    .orderBy("slots.startsAt")
    .orderBy("bookings.id")
    .limit(500)
    .execute();
  return rows.map((row) => {
    const day = dayHours(hours, row.date);
    const conflict = conflicts.get(row.id);
    // A slot out of the schedule says so first; else its practitioner is why.
    const byPeople = conflict && !row.withdrawn ? conflict : null;
    return {
      booking_id: row.id,
      slot_id: row.slotId,
      client_id: row.userId,
      client_name: fullName(row),
      telephone_number: row.telephoneNumber,
      service_id: row.serviceId,
      service_name: row.serviceName,
      date: row.date,
      start_time: row.startTime.slice(0, 5),
      end_time: row.endTime.slice(0, 5),
      number_person: row.numberPerson,
      payment_status: row.paymentStatus,
      payment_method: row.paymentMethod,
      confirmed: row.confirmedAt !== null,
      reason: byPeople?.reason ?? reasonOf(day, row.startTime, row.endTime, row.duration),
      closure_label: byPeople ? byPeople.label : (day.closure?.label ?? null),
      practitioner_name: conflict?.practitioner ?? null,
    };
  });
}

/**
 * Why a booked slot left the grid: a closure, a closed day, its service's new length (the session
 * no longer lasts what the service does), or else hours that no longer have it.
 */
function reasonOf(
  day: ReturnType<typeof dayHours>,
  start: string,
  end: string,
  duration: number,
): BookingToDealWith["reason"] {
  if (day.closure) return "closure";
  if (day.ranges.length === 0) return "closed_day";
  const minute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return minute(end) - minute(start) !== duration ? "service_changed" : "outside_hours";
}

/** The whole schedule as the admin screen shows it; overrides and closures from today on. */
export async function scheduleView(deps: Pick<AppDeps, "db" | "clock">): Promise<Schedule> {
  const now = deps.clock.now();
  const today = now.toISOString().slice(0, 10);
  const hours = await readOpeningHours(deps.db);
  return {
    week: hours.week.map((day, weekday) => ({
      weekday,
      ranges: toTimes(day.ranges),
      allows_private: day.allowsPrivate,
    })),
    overrides: [...hours.overrides]
      .filter(([date]) => date >= today)
      .map(([date, o]) => ({ date, ranges: toTimes(o.ranges), label: o.label })),
    closures: hours.closures
      .filter((c) => c.toDate >= today)
      .map((c) => ({ id: c.id, from_date: c.fromDate, to_date: c.toDate, label: c.label })),
    discounts: hours.discounts.map((r) => ({
      weekday: r.weekday,
      kind: r.kind,
      start: r.kind === "time_range" && r.fromMinute !== null ? timeOf(r.fromMinute) : null,
      end: r.kind === "time_range" && r.toMinute !== null ? timeOf(r.toMinute) : null,
      percent: r.percent,
    })),
    to_deal_with: await bookingsToDealWith(deps.db, hours, now),
  };
}
