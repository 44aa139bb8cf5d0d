import { fetchStaffPacks, fetchStaffServices } from "../api/staff-catalogue";
import type { StaffPack, StaffService } from "../contract/staff/catalogue";
import { DESK_STALE_MS } from "../lib/cache-times";
import type { Query } from "./cache";

/** Every service, on sale or not: the list, and a service's form (there is no call for one alone). */
export const staffServicesQuery: Query<StaffService[]> = {
  key: "staff:services",
  load: () => fetchStaffServices(),
  staleMs: DESK_STALE_MS,
};

/** Every pack of credits, on sale or not. */
export const staffPacksQuery: Query<StaffPack[]> = {
  key: "staff:packs",
  load: () => fetchStaffPacks(),
  staleMs: DESK_STALE_MS,
};
