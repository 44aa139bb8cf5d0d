import { fetchPractitioners, fetchRooms } from "../api/staff-people";
import type { Practitioner, Room } from "../contract/staff/people";
import { DESK_STALE_MS } from "../lib/cache-times";
import type { Query } from "./cache";

/** Every practitioner, active or not, with their services, hours and absences to come. */
export const staffPractitionersQuery: Query<Practitioner[]> = {
  key: "staff:practitioners",
  load: () => fetchPractitioners(),
  staleMs: DESK_STALE_MS,
};

/** Every room, active or not, with the services it hosts. */
export const staffRoomsQuery: Query<Room[]> = {
  key: "staff:rooms",
  load: () => fetchRooms(),
  staleMs: DESK_STALE_MS,
};
