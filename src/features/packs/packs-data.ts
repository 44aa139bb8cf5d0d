import { fetchPacks } from "../../api/payments";
import type { CreditPack } from "../../contract/payments";
import { read } from "../../queries/cache";
import { type HistoryData, isUnreachable } from "../../queries/copies";
import { memberKey } from "../../stores/member-key";

export type PacksData = HistoryData<CreditPack>;

/**
 * The packs are the same for everyone: one copy on the phone, kept at logout. Kept when a member
 * loads them (a member's pages load the local database anyway): a visitor's /packs does without it.
 */
const KEY = "all";
const copies = async () => (await import("../../db/accessors")).localDb;

/** The packs, a copy kept on the phone after each load; the last copy when the server cannot be reached. */
async function loadPackList(now: () => number = Date.now): Promise<PacksData> {
  try {
    const items = await fetchPacks();
    const savedAt = now();
    if (memberKey())
      void copies()
        .then((db) => db.savePacksCopy(KEY, items, savedAt))
        .catch((error: unknown) => console.warn("Copie locale impossible", error));
    return { items, savedAt, fromCopy: false };
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const copy = await copies()
      .then((db) => db.loadPacksCopy(KEY))
      .catch(() => null);
    if (!copy) throw error;
    return { ...copy, fromCopy: true };
  }
}

/** Read each time the page shows (its prices may change), one read for callers at once. */
export const loadPacks = () => read({ key: "packs", load: () => loadPackList(), staleMs: 0 });
