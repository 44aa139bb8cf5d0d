/**
 * Once the member has a booking, the phone is asked to keep this app's data (the draft, the pending
 * payment, the history read offline) rather than evict it when space runs short. Asked only while it
 * is not granted yet; a browser without the API, or a refusal, changes nothing.
 */
export async function askToKeepData(storage: StorageManager | undefined = globalThis.navigator?.storage) {
  try {
    if (!storage?.persist || !storage.persisted) return false;
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
