import { fetchService, fetchServicePractitioners, fetchServices, type ServiceQuery } from "../api/services";
import type { Paged } from "../contract/common";
import type { PublicPractitioner } from "../contract/practitioners";
import type { Service } from "../contract/services";
import { CATALOGUE_STALE_MS } from "../lib/cache-times";
import type { Query } from "./cache";

/**
 * A page of the catalogue, keyed by what it asks: the home page, 'Nos services', the wizard and a
 * service's related ones share the pages they have in common.
 */
export const servicesQuery = (query: ServiceQuery): Query<Paged<Service>> => ({
  key: `services:${query.type ?? ""}:${query.page ?? 1}:${query.pageSize ?? 6}:${query.search?.trim() ?? ""}`,
  load: () => fetchServices(query),
  staleMs: CATALOGUE_STALE_MS,
});

/** One service: its page, and the wizard's draft that names it. */
export const serviceQuery = (id: number): Query<Service> => ({
  key: `service:${id}`,
  load: () => fetchService(id),
  staleMs: CATALOGUE_STALE_MS,
});

/** Who delivers a service (the client's choice on its page and in the wizard): kept like the service. */
export const practitionersQuery = (serviceId: number): Query<PublicPractitioner[]> => ({
  key: `practitioners:${serviceId}`,
  load: () => fetchServicePractitioners(serviceId),
  staleMs: CATALOGUE_STALE_MS,
});
