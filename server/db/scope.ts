import { AsyncLocalStorage } from "node:async_hooks";

/** The database whose transaction the running code is inside, if any (set by `immediate`). */
export const insideTransaction = new AsyncLocalStorage<object>();

/**
 * A query sent to `database` itself from inside one of its transactions would run outside that
 * transaction (PostgreSQL) or wait for it forever (SQLite's one connection): a mistake, refused.
 */
export function refuseEscape(database: object) {
  if (insideTransaction.getStore() === database)
    throw new Error("Requête envoyée hors de la transaction en cours : passez par celle-ci.");
}

/** Work started from inside a transaction that must live on after it (background sends). */
export const outsideTransaction = <T>(fn: () => T): T => insideTransaction.exit(fn);
