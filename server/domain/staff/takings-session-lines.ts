import { cancelledBy } from "./takings-csv";
import { fullName, merge, named, type Ordered, ordered, push, type TakingsRead } from "./takings-lines";
import { cancelledRows, markedRows } from "./takings-rows";

/** Sessions of the period as the CSV prints them: its no-shows and its cancellations, in one list. */
export async function sessionLines(read: TakingsRead): Promise<Ordered> {
  const { db, start, end, rows, learnStaff, serviceOf, staffOf, row, count } = read;
  // The no-shows (the sessions attended are not printed) and the cancellations: of one instant, in
  // booking order, a session before its cancellation.
  const noShows = ordered();
  const noShowRead = await rows(
    markedRows(db, start, end)
      .where("bookings.attendance", "=", "absent")
      .innerJoin("users as client", "client.id", "bookings.userId")
      .select([
        "slots.startsAt as ms",
        "bookings.id as booking",
        "bookings.numberPerson as persons",
        "bookings.serviceId as service",
        "bookings.attendanceBy as staff",
        fullName("client.firstName", "client.lastName").as("client"),
      ])
      .orderBy("slots.startsAt")
      .orderBy("bookings.id"),
  );
  await learnStaff(noShowRead.map((r) => r.staff));
  for (const r of noShowRead) {
    const ms = Number(r.ms);
    const what = `Réservation n° ${r.booking} — ${serviceOf(r.service)}`;
    const line = row(ms, "no_show", null, 0, 0, r.persons, named(r.client), what, null, staffOf(r.staff));
    push(noShows, ms, line, 2 * r.booking);
    count("no_show", null, 0, 0, r.persons);
  }
  const cancellations = ordered();
  const cancelledRead = await rows(
    cancelledRows(db, start, end)
      .innerJoin("users as client", "client.id", "bookings.userId")
      .select([
        "bookings.cancelledAt as ms",
        "bookings.id as booking",
        "bookings.numberPerson as persons",
        "bookings.serviceId as service",
        "bookings.cancelledBy as staff",
        fullName("client.firstName", "client.lastName").as("client"),
      ])
      .orderBy("bookings.cancelledAt")
      .orderBy("bookings.id"),
  );
  await learnStaff(cancelledRead.map((r) => r.staff));
  for (const r of cancelledRead) {
    const ms = Number(r.ms);
    const what = `Réservation n° ${r.booking} — ${serviceOf(r.service)}`;
    const by = cancelledBy(staffOf(r.staff));
    const line = row(ms, "cancellation", null, 0, 0, r.persons, named(r.client), what, null, by);
    push(cancellations, ms, line, 2 * r.booking + 1);
    count("cancellation", null, 0, 0, r.persons);
  }
  const sessions = merge([noShows, cancellations]);
  sessions.tie.fill(0);
  return sessions;
}
