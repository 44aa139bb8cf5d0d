import type { BookingHistoryItem, Slot } from "../contract/booking";
import { sessionInstant } from "./cancel-rule";

/** A new booking starts at least this long after now; the server says so too. */
const LEAD_MS = 3 * 3_600_000;

/** Slots the booking can move to: free for its persons (and empty for a private one), not too soon. */
export function movableSlots(slots: Slot[], item: BookingHistoryItem, now: Date): Slot[] {
  return slots.filter((slot) => {
    const start = sessionInstant(slot.date, slot.start_time);
    if (!start || start.getTime() - now.getTime() < LEAD_MS) return false;
    if (slot.date === item.reserved_for && slot.start_time === item.start_time) return false;
    if (item.private_option) return slot.available && slot.can_have_private_option;
    return slot.available && slot.remaining_capacity >= item.number_person;
  });
}
