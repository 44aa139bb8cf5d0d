import { readRefusal, refusalText } from "../../api/refusal";
import { frReservation } from "../../i18n/fr-reservation";

const firstText = (value: unknown): string | null => {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === "string" && text.trim() ? text : null;
};

/** The order the app reads a refusal in: non_field_errors, detail, message, then what any refusal says. */
function refusalMessage(data: unknown): string | null {
  if (data && typeof data === "object") {
    const top = data as Record<string, unknown>;
    const direct = [top.non_field_errors, top.detail, top.message].map(firstText).find(Boolean);
    if (direct) return direct;
  }
  return refusalText(readRefusal(data));
}

/**
 * The message for a refused booking, the three known rules put into the spec's French, else the
 * generic message.
 */
export function bookingRefusal(data: unknown): string {
  const text = refusalMessage(data);
  if (!text) return frReservation.createFailed;
  // The private option refused because the slot already has bookings.
  if (/priv/i.test(text) && /exist|déjà|already/i.test(text)) return frReservation.privateTaken;
  if (/capacit/i.test(text)) return frReservation.capacity;
  if (/3\s*(heures|hours|h\b)/i.test(text)) return frReservation.tooLate;
  return text;
}
