import type { BookingHistoryItem } from "../contract/booking";

const HOUR = 3_600_000;

/** The centre's cut-off until it sets its own (`MAX_HOURS_FOR_CANCEL_BEFORE_RESERVATION`). */
export const DEFAULT_CANCEL_CUTOFF_HOURS = 3;

/**
 * The cut-off, written once for the server and the app: a member may cancel or move a booking
 * only while its start is more than `cutoffHours` away (at exactly the cut-off, no longer).
 */
export const beforeCutoff = (startsAt: Date, now: Date | number, cutoffHours: number) =>
  startsAt.getTime() - (typeof now === "number" ? now : now.getTime()) > cutoffHours * HOUR;

/** Shown when no delay text came with a booking too close to its start. */
export const tooLateToCancel =
  "Impossible d'annuler une réservation qui commence dans moins de quelques heures.";

/**
 * When a session starts (or ends), as an instant. Slots are in Dakar time, and Dakar keeps UTC all
 * year, so the day and time read as UTC. Null when either part is unreadable.
 */
export function sessionInstant(day: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}(:\d{2})?$/.test(time)) return null;
  const at = new Date(`${day}T${time.length === 5 ? `${time}:00` : time}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * A booking's state as time has moved on since it was read (a copy kept on the phone): a session
 * begun is under way, one ended is past; a cancelled one stays cancelled.
 */
export function stateNow(item: BookingHistoryItem, now: Date): BookingHistoryItem["booking_state"] {
  if (item.booking_state === "cancelled") return "cancelled";
  const start = sessionInstant(item.reserved_for, item.start_time);
  const end = sessionInstant(item.reserved_for, item.end_time);
  if (!start || !end) return item.booking_state;
  return now >= end ? "past" : now >= start ? "ongoing" : "upcoming";
}

/** A booking still waiting for its payment, its places kept until `hold_until`. */
export const heldNow = (item: BookingHistoryItem, now: Date) =>
  item.hold_until != null && item.booking_state === "upcoming" && Date.parse(item.hold_until) > now.getTime();

export type CancelDecision =
  /** `lateCredits`: inside the cut-off, where the centre allows it at that cost (0: free). */
  { allowed: true; until: Date | null; lateCredits?: number } | { allowed: false; reason: string | null };

/**
 * Whether the member may ask to cancel: only an upcoming booking, only with an empty
 * `cancelation_delay`, and only while its start is more than `cutoffHours` away. The server decides
 * in the end; this only spares a request that would be refused. `until` is the last moment to cancel.
 */
export function cancelDecision(item: BookingHistoryItem, now: Date, cutoffHours: number): CancelDecision {
  if (item.booking_state !== "upcoming") return { allowed: false, reason: null };
  // Still held for its payment: nothing was paid, it may be let go until its session.
  if (heldNow(item, now)) return { allowed: true, until: null };
  // Inside the cut-off, a late cancel the centre allows, at its cost; refused otherwise.
  const late = item.late_cancel_credits ?? null;
  const tooLate = (reason: string): CancelDecision =>
    late === null ? { allowed: false, reason } : { allowed: true, until: null, lateCredits: late };
  const delay = item.cancelation_delay.trim();
  if (delay) return tooLate(delay);
  const start = sessionInstant(item.reserved_for, item.start_time);
  // A start that cannot be read is left to the server to judge.
  if (!start) return { allowed: true, until: null };
  const until = new Date(start.getTime() - cutoffHours * HOUR);
  return beforeCutoff(start, now, cutoffHours) ? { allowed: true, until } : tooLate(tooLateToCancel);
}
