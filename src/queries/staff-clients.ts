import { isApiError } from "../api/errors";
import { fetchClient, fetchDeskPacks, searchClients } from "../api/staff";
import type { CreditPack } from "../contract/payments";
import type { ClientDetail, ClientPage } from "../contract/staff/clients";
import { DESK_STALE_MS } from "../lib/cache-times";
import type { Query } from "./cache";

/** The clients found by name, phone or e-mail, a page of them. */
export const staffClientsQuery = (search: string | undefined, page: number): Query<ClientPage> => ({
  key: `staff:clients:${page}:${search ?? ""}`,
  load: () => searchClients({ ...(search ? { search } : {}), page }),
  staleMs: DESK_STALE_MS,
});

/**
 * A client's record; one the server does not know is null, which the screen says in French. Opening
 * it writes a line in the audit log on the server: read only when the record is opened, or read
 * again after an action on it, never in the background.
 */
export const staffClientQuery = (clientId: number): Query<ClientDetail | null> => ({
  key: `staff:client:${clientId}`,
  load: () =>
    fetchClient(clientId).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }),
  staleMs: DESK_STALE_MS,
});

/** The packs the desk sells (the public list), read each time the sale's window opens. */
export const staffDeskPacksQuery: Query<CreditPack[]> = {
  key: "staff:desk-packs",
  load: () => fetchDeskPacks(),
  staleMs: DESK_STALE_MS,
};
