import { isApiError } from "../../api/errors";
import type { Paged } from "../../contract/common";
import type { Service } from "../../contract/services";
import { loadSanitizer } from "../../lib/sanitize";
import { read } from "../../queries/cache";
import { practitionersQuery, serviceQuery, servicesQuery } from "../../queries/catalogue";

export const SERVICES_PAGE_SIZE = 6;
/** Three other services of the same kind. */
export const RELATED_COUNT = 3;

/** One page of 'Nos services'; a page past the end (an old link) reads as an empty page. */
export async function loadServicePage(page: number, query: string) {
  try {
    return await read(servicesQuery({ page, pageSize: SERVICES_PAGE_SIZE, search: query }));
  } catch (error) {
    if (isApiError(error) && error.status === 404)
      return { count: 0, next: null, previous: null, results: [] };
    throw error;
  }
}

async function loadRelated(service: Service): Promise<Service[]> {
  // One more than shown, in case the service itself is among them.
  const page: Paged<Service> | null = await read(
    servicesQuery({ page: 1, pageSize: RELATED_COUNT + 1, type: service.type }),
  ).catch(() => null);
  return page?.results.filter((s) => s.id !== service.id).slice(0, RELATED_COUNT) ?? [];
}

/**
 * A service's page: the service, who delivers it (none when that cannot be read: the page then
 * offers no choice) and the cancellation cut-off (read by the route: the about page shares this
 * file for its sanitiser, not the cut-off's) at once; the related services follow without holding
 * the page back.
 */
export async function loadServiceDetail(id: number, cutoff: Promise<number>) {
  const [service, cancelHours, practitioners] = await Promise.all([
    read(serviceQuery(id)),
    cutoff,
    read(practitionersQuery(id)).catch(() => []),
    // Before the page shows, so the description never changes under the reader's eyes.
    loadSanitizer(),
  ]);
  return { service, cancelHours, practitioners, related: loadRelated(service) };
}
export type ServiceDetailData = Awaited<ReturnType<typeof loadServiceDetail>>;
