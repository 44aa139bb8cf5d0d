import { fetchServices } from "../api/services";
import { fetchDeskSlots } from "../api/staff-desk";
import type { Service } from "../contract/services";
import type { DeskSlots } from "../contract/staff/desk-booking";
import { DESK_STALE_MS } from "../lib/cache-times";
import type { Query } from "./cache";

/**
 * A day's slots of a service as the desk may book them (a session under way or within the
 * clients' lead time included): the desk's booking screen and its move dialog; for one
 * practitioner when the desk chose one.
 */
export const deskSlotsQuery = (
  serviceId: number,
  day: string,
  practitioner?: number | null,
): Query<DeskSlots> => ({
  key: `staff:slots:${serviceId}:${day}${practitioner ? `:p${practitioner}` : ""}`,
  load: () => fetchDeskSlots(serviceId, day, practitioner ?? undefined),
  staleMs: DESK_STALE_MS,
});

/** The services on sale, as the clients see them (their prices), for the desk to book one. */
export const deskCatalogueQuery: Query<Service[]> = {
  key: "staff:catalogue",
  load: () => fetchServices({ page: 1, pageSize: 100 }).then((page) => page.results),
  staleMs: DESK_STALE_MS,
};
