/**
 * How long a value read from the API serves from the app's cache (src/queries) before it is read
 * again. The catalogue and the public pages change rarely; each byte costs our clients.
 */
export const CATALOGUE_STALE_MS = 5 * 60_000;
/** A member's bookings and credit records; a mutation (cancel, move, book, pay) has them read again at once. */
export const BOOKINGS_STALE_MS = 60_000;
export const TRANSACTIONS_STALE_MS = 60_000;
/**
 * What the back-office reads: the desk always sees the server's truth, so every read asks again;
 * the cache only shares a read under way, and drops it when an action changes what it reads.
 */
export const DESK_STALE_MS = 0;
