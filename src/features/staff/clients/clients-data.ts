import { isApiError } from "../../../api/errors";
import { fetchClient, searchClients } from "../../../api/staff";
import { pageParam, textParam } from "../../../lib/staff-search";

export type ClientsQuery = { search: string | undefined; page: number };

export const readClientsQuery = (search: Record<string, unknown>): ClientsQuery => ({
  search: textParam(search.search),
  page: pageParam(search.page),
});

export const loadClients = (query: ClientsQuery, signal: AbortSignal) =>
  searchClients({ ...(query.search ? { search: query.search } : {}), page: query.page }, signal);

/** A client's page; an id that is no number is a 404 the screen says in French. */
export function loadClient(id: string, signal: AbortSignal) {
  const clientId = Number(id);
  if (!Number.isInteger(clientId) || clientId < 1) return Promise.resolve(null);
  return fetchClient(clientId, signal).catch((error: unknown) => {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  });
}
