import { readCancelCutoff } from "../queries/cancel-cutoff";

/**
 * The back-office's way to the cancellation cut-off, until its own data loading moves to the cache
 * (src/queries) as the clients' did; the clients' screens read `queries/site-config` directly.
 */
export const siteConfigStore = { getState: () => ({ loadCancelCutoff: readCancelCutoff }) };
