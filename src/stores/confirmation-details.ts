import * as v from "valibot";
import { storageKeys } from "./storage-keys";

/**
 * A part of the session kept for the calendar file. Details kept by an older version lack it, and
 * one that does not read right is left out: either way the page shows the rest, without the button.
 */
const sessionPart = (pattern: RegExp) =>
  v.fallback(v.optional(v.pipe(v.string(), v.regex(pattern))), undefined);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

/** What the confirmation page shows of a booking: its number, service, time, persons, who, payment and price. */
export const confirmationDetailsSchema = v.object({
  id: v.number(),
  serviceName: v.string(),
  dateTime: v.string(),
  personCount: v.number(),
  paymentMethod: v.string(),
  /** The total as shown, e.g. '25 000 XOF' or '25 crédits'. */
  price: v.string(),
  // Flat on purpose: the pending payment keeps these details as a record of plain values.
  /** The session's day in Dakar (YYYY-MM-DD), its start and end (HH:MM:SS), for the calendar file. */
  day: sessionPart(DAY),
  start: sessionPart(TIME),
  end: sessionPart(TIME),
  /** Who takes the session (first names), when one was assigned; a string or absent, like the rest. */
  practitioner: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))), undefined),
});
export type ConfirmationDetails = v.InferOutput<typeof confirmationDetailsSchema>;

const key = storageKeys.reservation.confirmation;

export function saveConfirmationDetails(details: ConfirmationDetails, storage: Storage = localStorage) {
  try {
    storage.setItem(key, JSON.stringify(details));
  } catch {
    // Storage full or blocked: the page then shows its message without the details.
  }
}

/** The stored details, or null when absent or not what this app wrote. */
export function readConfirmationDetails(storage: Storage = localStorage): ConfirmationDetails | null {
  try {
    const parsed = v.safeParse(confirmationDetailsSchema, JSON.parse(storage.getItem(key) ?? "null"));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
