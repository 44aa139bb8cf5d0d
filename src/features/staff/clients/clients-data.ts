import { read } from "../../../queries/cache";
import { staffClientQuery, staffClientsQuery } from "../../../queries/staff-clients";

export type ClientsQuery = { search: string | undefined; page: number };

export const loadClients = (query: ClientsQuery) => read(staffClientsQuery(query.search, query.page));

/** A client's page; one the server does not know is null, which the screen says in French. */
export const loadClient = (clientId: number) => read(staffClientQuery(clientId));
