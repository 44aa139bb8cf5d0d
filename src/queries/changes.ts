import type { Profile } from "../contract/profile";
import { queries, read } from "./cache";
import { profileKey, profileQuery, saveName } from "./profile";

/*
 * What a member's action changed on the server, read again: the keys each mutation invalidates
 * (see docs/data-loading.md). The balance is read at once: the header shows it.
 */

/** The profile read again now (the balance moved, a login); the last one shows meanwhile. */
export function reloadProfile(): Promise<Profile> {
  queries.invalidate("profile:");
  return read(profileQuery());
}

/** The profile the server sent back with a save: shown at once, the header's name too. */
export function profileSaved(profile: Profile) {
  saveName(profile);
  queries.set(profileKey(), profile);
}

const balance = () => void reloadProfile().catch(() => undefined);

/** A booking cancelled or paid: the bookings, the credit records, the slots, the balance. */
export function bookingsChanged() {
  queries.invalidate("bookings:", "transactions:", "slots:");
  balance();
}

/**
 * A booking made, or refused as one unpaid booking too many: the bookings (the refusal lists
 * those that hold the member, as the server has them now) and the slots' places.
 */
export function bookingMade() {
  queries.invalidate("bookings:", "slots:");
}

/** Credits bought (a pack paid, a gift code redeemed): the credit records, the gift codes and the balance. */
export function creditsChanged() {
  queries.invalidate("transactions:", "gifts:");
  balance();
}
