import type { Attendance, StaffBooking } from "../../../src/contract/staff/agenda";
import { isoDay } from "../schedule";

/** A session as the desk's rules read it: its day and when it begins. */
type Session = { date: string; startsAt: Date };

/**
 * The attendance marks the desk may set on a session's bookings at `now`: « Présent » from the day
 * of the session, « Absent » only once it has begun (before, the client may still come). The
 * agenda offers these and no other; marking refuses the rest.
 */
export function attendanceMarks(session: Session, now: Date): Attendance[] {
  const marks: Attendance[] = [];
  if (session.date <= isoDay(now)) marks.push("present");
  if (now >= session.startsAt) marks.push("absent");
  return marks;
}

/** A booking may move (to another slot, by the desk) only before its session begins. */
export const beforeSession = (session: Session, now: Date) => now < session.startsAt;

/** What the day's bookings bring: the money still expected, and what no-shows owe, said apart. */
export type DayTotals = {
  bookings: number;
  persons: number;
  to_collect: number;
  no_shows_unpaid: { count: number; amount: number };
};

/**
 * A day's totals at the desk. Cancelled bookings count for nothing. A client marked absent who did
 * not pay is not money the desk will take today: their price is counted apart, not « à encaisser ».
 */
export function dayTotals(bookings: StaffBooking[]): DayTotals {
  const totals: DayTotals = {
    bookings: 0,
    persons: 0,
    to_collect: 0,
    no_shows_unpaid: { count: 0, amount: 0 },
  };
  for (const b of bookings) {
    if (b.status === "cancelled") continue;
    totals.bookings += 1;
    totals.persons += b.number_person;
    if (b.payment_status === "paid") continue;
    if (b.attendance === "absent") {
      totals.no_shows_unpaid.count += 1;
      totals.no_shows_unpaid.amount += b.price;
    } else totals.to_collect += b.price;
  }
  return totals;
}
