import { isApiError } from "../../../api/errors";
import { fetchClient, searchClients } from "../../../api/staff";

export type ClientsQuery = { search: string | undefined; page: number };

export const loadClients = (query: ClientsQuery, signal: AbortSignal) =>
  searchClients({ ...(query.search ? { search: query.search } : {}), page: query.page }, signal);

/** A client's page; one the server does not know is null, which the screen says in French. */
export function loadClient(clientId: number, signal: AbortSignal) {
  return fetchClient(clientId, signal).catch((error: unknown) => {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  });
}
