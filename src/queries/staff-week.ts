import { fetchStaffBooking, fetchWeek } from "../api/staff-week";
import type { StaffBooking } from "../contract/staff/agenda";
import type { Week, WeekQuery } from "../contract/staff/week";
import { DESK_STALE_MS } from "../lib/cache-times";
import type { Query } from "./cache";

/** The week from `from`, by practitioner or room, with its filters (0: none). */
export const staffWeekQuery = (query: WeekQuery & { from: string }): Query<Week> => ({
  key: `staff:week:${query.from}:${query.by}:${query.practitioner}:${query.room}:${query.service}`,
  load: () => fetchWeek(query),
  staleMs: DESK_STALE_MS,
});

/** One booking opened from the week, with what the desk may do to it. */
export const staffBookingQuery = (bookingId: number): Query<StaffBooking> => ({
  key: `staff:booking:${bookingId}`,
  load: () => fetchStaffBooking(bookingId),
  staleMs: DESK_STALE_MS,
});
