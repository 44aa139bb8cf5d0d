import { read } from "../../../queries/cache";
import { staffSettingsQuery } from "../../../queries/staff-settings";

/** The settings screen's data: everything in one answer (admins only; the server refuses the rest). */
export const loadSiteSettings = () => read(staffSettingsQuery);
