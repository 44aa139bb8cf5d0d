import { databaseName } from "./presence";

/** The tables that hold a member's data: logout and another account's login empty them. */
export const memberTables = [
  "reservationDraft",
  "selectedPack",
  "otpResend",
  "pendingPayment",
  "bookingHistory",
  "creditHistory",
  "paymentHistory",
  "profileCopy",
] as const;

/**
 * Empties the member's tables with the browser's own IndexedDB, for when Dexie's file cannot be
 * loaded (offline, before any screen needed it): logging out must leave nothing either way.
 */
export function clearMemberTablesWithoutDexie(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof indexedDB === "undefined") return resolve();
    const open = indexedDB.open(databaseName);
    // No database yet: nothing to clear, and none is created for nothing.
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve();
    open.onblocked = () => resolve();
    open.onsuccess = () => {
      const db = open.result;
      const names = memberTables.filter((name) => db.objectStoreNames.contains(name));
      if (names.length === 0) {
        db.close();
        return resolve();
      }
      const tx = db.transaction(names, "readwrite");
      for (const name of names) tx.objectStore(name).clear();
      const done = () => {
        db.close();
        resolve();
      };
      tx.oncomplete = done;
      tx.onerror = done;
      tx.onabort = done;
    };
  });
}
