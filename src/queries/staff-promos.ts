import { fetchStaffPromos } from "../api/staff-promos";
import type { StaffPromo } from "../contract/staff/promos";
import { DESK_STALE_MS } from "../lib/cache-times";
import type { Query } from "./cache";

/** Every promo code, with its uses so far. */
export const staffPromosQuery: Query<StaffPromo[]> = {
  key: "staff:promos",
  load: () => fetchStaffPromos(),
  staleMs: DESK_STALE_MS,
};
