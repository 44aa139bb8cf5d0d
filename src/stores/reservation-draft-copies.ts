import * as v from "valibot";
import { type ReservationDraft, reservationDraftSchema } from "../db/draft-schema";
import { storageKeys } from "./storage-keys";

const keys = storageKeys.reservation;

/** The spec's local-storage items are a copy written from the draft, never read back. */
export function writeSpecItems(draft: ReservationDraft, storage: Storage = localStorage) {
  try {
    if (draft.serviceId === null) storage.removeItem(keys.serviceId);
    else storage.setItem(keys.serviceId, String(draft.serviceId));
    if (draft.service === null) storage.removeItem(keys.serviceDetails);
    else storage.setItem(keys.serviceDetails, JSON.stringify(draft.service));
    const { date, time, person, slotId, privateOption } = draft;
    if (date === null && slotId === null) storage.removeItem(keys.state);
    else storage.setItem(keys.state, JSON.stringify({ date, time, person, slotId, privateOption }));
  } catch {
    // Storage full or blocked: the draft itself is in the local database.
  }
}

/**
 * The draft's synchronous copy. The local database is written a moment after each choice (longer
 * the first time, when its file comes from the network): a reload within that moment would lose
 * the last choice without this copy. Present, it is the draft: the database is then not read.
 */
export function writeDraftCopy(draft: ReservationDraft | null, storage: Storage = localStorage) {
  try {
    if (draft === null) storage.removeItem(keys.draft);
    else storage.setItem(keys.draft, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the local database still gets the draft, and the older copy goes, so
    // that the next visit reads the database instead of it.
    try {
      storage.removeItem(keys.draft);
    } catch {
      // Blocked altogether: nothing can be read from it either.
    }
  }
}

export function readDraftCopy(storage: Storage = localStorage): ReservationDraft | null {
  try {
    const parsed = v.safeParse(reservationDraftSchema, JSON.parse(storage.getItem(keys.draft) ?? "null"));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
