/**
 * How long a page's data is served from the router's cache before it is asked for again.
 * The catalogue and the public pages change rarely; each byte costs our clients.
 */
export const CATALOGUE_STALE_MS = 5 * 60_000;
/** A member's bookings and credit records; a cancellation asks for them again at once. */
export const BOOKINGS_STALE_MS = 60_000;
export const TRANSACTIONS_STALE_MS = 60_000;
