import { isApiError } from "../../api/errors";
import { userMessage } from "../../api/refusal";
import type { BookingMethod } from "../../contract/payments";
import type { SelectedPack } from "../../db/database";
import { fr } from "../../i18n/fr";
import { formatCredits } from "../../lib/format";
import { type ConfirmationDetails, saveConfirmationDetails } from "../../stores/confirmation-details";
import type { BookingPaymentRequest, PaymentRequest } from "../../stores/payment-request";
import { profileStore } from "../../stores/profile";
import { reservationDraftStore } from "../../stores/reservation-draft";
import { toastStore } from "../../stores/toasts";
import { totalText } from "./payment-rules";

const t = fr.payment;
const TOAST_MS = 3_000;

/** What the confirmation page shows of this booking paid with `method`. */
export const bookingDetails = (
  request: BookingPaymentRequest,
  method: BookingMethod,
): ConfirmationDetails => ({
  id: request.bookingId,
  serviceName: request.serviceName,
  dateTime: request.dateTime,
  personCount: request.persons,
  paymentMethod: method.name,
  price: totalText(request, method.code),
});

/** What the pending record keeps to finish the payment: the booking's details, or the pack. */
export const pendingConfirmation = (request: PaymentRequest, method: BookingMethod) =>
  request.purpose === "booking" ? bookingDetails(request, method) : { ...request.pack };

/** A booking paid: its details for the confirmation page and the toast. */
export function finishBooking(details: ConfirmationDetails): void {
  saveConfirmationDetails(details);
  toastStore.getState().show("success", t.success, TOAST_MS);
}

/**
 * The draft is forgotten once the wizard is left: forgotten while it is still shown, the wizard
 * would go back to step 1 and race the way to the confirmation page.
 */
export function forgetDraft(): void {
  void reservationDraftStore.getState().reset();
}

/** A pack paid: the new balance shows at once (header, Mon Profil), the chosen pack is forgotten. */
export function finishPack(pack: SelectedPack): void {
  toastStore.getState().show("success", t.packPaid(formatCredits(pack.credit_number)), TOAST_MS);
  void profileStore
    .getState()
    .load()
    .catch(() => undefined);
  // Not waited for; if it fails the packs page offers the pack again, nothing worse.
  void import("../../db/accessors").then(({ localDb }) => localDb.clearSelectedPack()).catch(() => undefined);
}

/** What a failed payment step says: the network, the pack's message, or the server's refusal. */
export function failureText(error: unknown, purpose: PaymentRequest["purpose"]): string {
  if (isApiError(error) && error.kind === "network") return error.message;
  if (purpose === "pack") return t.packFailed;
  const fallback = isApiError(error) && error.status >= 500 ? t.confirmError : t.confirmFailed;
  return userMessage(error, fallback);
}

/** Said twice on purpose: the toast for the page, the same words in the modal above its backdrop. */
export function tellFailure(text: string) {
  toastStore.getState().show("error", text, TOAST_MS);
}
