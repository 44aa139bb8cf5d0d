import { fetchTeam } from "../api/staff";
import { DESK_STALE_MS } from "../lib/cache-times";
import type { Query } from "./cache";

/** Who enters the back-office, and with which role. */
export const staffTeamQuery: Query<Awaited<ReturnType<typeof fetchTeam>>> = {
  key: "staff:team",
  load: () => fetchTeam(),
  staleMs: DESK_STALE_MS,
};
