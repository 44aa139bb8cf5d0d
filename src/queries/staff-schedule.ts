import { fetchSchedule } from "../api/staff-schedule";
import type { Schedule } from "../contract/staff/schedule";
import { DESK_STALE_MS } from "../lib/cache-times";
import type { Query } from "./cache";

/** The week, closures, particular days, discounts, and the bookings they leave to deal with. */
export const staffScheduleQuery: Query<Schedule> = {
  key: "staff:schedule",
  load: () => fetchSchedule(),
  staleMs: DESK_STALE_MS,
};
