import { practitionersPath, publicPractitionerListSchema } from "../contract/practitioners";
import { type ServiceType, servicePageSchema, serviceSchema } from "../contract/services";
import { api } from "./instance";

export type ServiceQuery = { page?: number; pageSize?: number; search?: string; type?: ServiceType };

export function fetchServices(query: ServiceQuery = {}, signal?: AbortSignal) {
  return api.request(servicePageSchema, "booking/services/", {
    signal,
    searchParams: {
      page: query.page ?? 1,
      page_size: query.pageSize ?? 6,
      search: query.search?.trim() || undefined,
      search_fields: query.search?.trim() ? "name,description" : undefined,
      type: query.type,
    },
  });
}

export function fetchService(id: number, signal?: AbortSignal) {
  return api.request(serviceSchema, `booking/services/${id}/`, { signal });
}

/** Who delivers a service, as clients see them; empty when the service names no one. */
export function fetchServicePractitioners(id: number, signal?: AbortSignal) {
  return api.request(publicPractitionerListSchema, practitionersPath(id), { signal });
}
