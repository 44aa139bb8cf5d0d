import type { Db } from "../../db/tables";
import { versionedCache } from "../../lib/answer-cache";

/** The desk version: moved by every write to what the desk's kept answers show (`0021_desk_version`). */
export async function deskVersion(db: Db): Promise<number> {
  const row = await db.selectFrom("deskVersion").select("value").executeTakeFirst();
  return Number(row?.value ?? 0);
}

/**
 * Answers of the desk kept by this process until a write moves the desk version: several desks
 * reloading the same busy day or month cost one read. A minute at most all the same.
 */
export const deskAnswers = <T>(db: Db, maxEntries: number) =>
  versionedCache<T>({ readVersion: () => deskVersion(db), maxEntries, maxAgeMs: 60_000 });
