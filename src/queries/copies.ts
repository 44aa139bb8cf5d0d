import { isApiError } from "../api/errors";
import { memberKey } from "../stores/member-key";

/** A member's list as the screen shows it: fresh from the server, or the copy kept on the phone. */
export type HistoryData<T> = { items: T[]; savedAt: number; fromCopy: boolean };

type Copies<T> = {
  load(member: string): Promise<{ items: T[]; savedAt: number } | null>;
  save(member: string, items: T[], savedAt: number): Promise<unknown>;
};
type LocalDb = typeof import("../db/accessors")["localDb"];

/** No answer from the server (no network, the server down or behind a failing relay). */
export const isUnreachable = (error: unknown) =>
  isApiError(error) && (error.kind === "network" || error.status >= 500);

/**
 * Loads a member's list and keeps a copy of it on the phone; when the server cannot be reached,
 * the last copy of this member is shown instead, with its time. Any other failure is the screen's to say.
 */
export async function loadWithCopy<T>(
  fetchList: () => Promise<T[]>,
  copiesOf: (db: LocalDb) => Copies<T>,
  now: () => number = Date.now,
): Promise<HistoryData<T>> {
  const member = memberKey();
  // The local database is loaded on demand: it is not part of the first screen's JavaScript.
  const copies = async () => copiesOf((await import("../db/accessors")).localDb);
  try {
    const items = await fetchList();
    const savedAt = now();
    if (member)
      void copies()
        // Logged out or another account meanwhile: this list is no longer the phone's to keep.
        .then((c) => (memberKey() === member ? c.save(member, items, savedAt) : undefined))
        .catch((error: unknown) => console.warn("Copie locale impossible", error));
    return { items, savedAt, fromCopy: false };
  } catch (error) {
    if (!member || !isUnreachable(error)) throw error;
    const copy = await copies()
      .then((c) => c.load(member))
      .catch(() => null);
    if (!copy) throw error;
    return { ...copy, fromCopy: true };
  }
}
