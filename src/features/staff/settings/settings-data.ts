import { fetchSiteSettings } from "../../../api/staff-settings";

/** The settings screen's data: everything in one answer (admins only; the server refuses the rest). */
export const loadSiteSettings = (signal: AbortSignal) => fetchSiteSettings(signal);
