import * as v from "valibot";
import { storageKeys } from "./storage-keys";

/** What the confirmation page shows of a booking (spec part 2 §3 'confirmation details'). */
export const confirmationDetailsSchema = v.object({
  id: v.number(),
  serviceName: v.string(),
  dateTime: v.string(),
  personCount: v.number(),
  paymentMethod: v.string(),
  /** The total as shown, e.g. '25 000 XOF' or '25 crédits'. */
  price: v.string(),
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
