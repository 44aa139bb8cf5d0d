/** The local database's name on the phone; here, so that asking for it brings no other code. */
export const databaseName = "centre-booking";

/**
 * Whether the local database may exist on this phone, asked of the browser without loading Dexie:
 * a phone that never stored anything then fetches no database code. Where the browser cannot list
 * its databases, it may exist.
 */
export async function localDatabaseMayExist(name: string = databaseName): Promise<boolean> {
  if (typeof indexedDB === "undefined") return false;
  if (typeof indexedDB.databases !== "function") return true;
  try {
    return (await indexedDB.databases()).some((db) => db.name === name);
  } catch {
    return true;
  }
}
