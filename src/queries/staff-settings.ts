import { fetchSiteSettings } from "../api/staff-settings";
import type { SiteSettings } from "../contract/staff/settings";
import { DESK_STALE_MS } from "../lib/cache-times";
import type { Query } from "./cache";

/** Every setting of the site in one answer (admins only; the server refuses the rest). */
export const staffSettingsQuery: Query<SiteSettings> = {
  key: "staff:settings",
  load: () => fetchSiteSettings(),
  staleMs: DESK_STALE_MS,
};
