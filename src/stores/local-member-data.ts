import { clearMemberTablesWithoutDexie } from "../db/member-tables";

/** Caches of the service worker that may hold member answers. */
export const memberCachePrefix = "member-";

/**
 * Empties the member's tables of the local database and the member's caches. Its own file: only a
 * logout or another account's login needs it, not the first screen.
 */
export async function clearLocalMemberData(): Promise<void> {
  // Loaded on demand: the local database is not part of the first screen's JavaScript. Offline
  // before any screen needed it, its file cannot come: the browser's own IndexedDB does the job.
  try {
    const { localDb } = await import("../db/accessors");
    await localDb.clearMemberData();
  } catch {
    await clearMemberTablesWithoutDexie();
  }
  if ("caches" in globalThis) {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => n.startsWith(memberCachePrefix)).map((n) => caches.delete(n)));
  }
}
