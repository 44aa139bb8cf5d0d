import { readRefusal, refusalText } from "../../api/refusal";
import { fr } from "../../i18n/fr";

/**
 * Spec part 2 §8: the refusal's message (non_field_errors first, detail, message, body.detail, a
 * plain string, the first field's), the three known rules put into the spec's French, else the
 * generic message.
 */
export function bookingRefusal(data: unknown): string {
  const text = refusalText(readRefusal(data));
  if (!text) return fr.reservation.createFailed;
  // The private option refused because the slot already has bookings.
  if (/priv/i.test(text) && /exist|déjà|already/i.test(text)) return fr.reservation.privateTaken;
  if (/capacit/i.test(text)) return fr.reservation.capacity;
  if (/3\s*(heures|hours|h\b)/i.test(text)) return fr.reservation.tooLate;
  return text;
}
