import { isApiError } from "../../api/errors";
import { readRefusal, refusalText, userMessage } from "../../api/refusal";
import { type BookingMethod, paymentMessages } from "../../contract/payments";
import type { SelectedPack } from "../../db/database";
import { askToKeepData } from "../../db/persist";
import { frPayment } from "../../i18n/fr-payment";
import { frPromo } from "../../i18n/fr-promo";
import { formatCredits } from "../../lib/format";
import { forgetDraftOf, settleBookingPaid, settlePackPaid } from "../../queries/payment-settled";
import type { ConfirmationDetails } from "../../stores/confirmation-details";
import type { BookingPaymentRequest, PaymentRequest } from "../../stores/payment-request";
import { reservationDraftStore } from "../../stores/reservation-draft";
import { toastStore } from "../../stores/toasts";
import { totalText } from "./payment-rules";

const t = frPayment;
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
  day: request.session.day,
  start: request.session.start,
  end: request.session.end,
  ...(request.practitioner ? { practitioner: request.practitioner } : {}),
});

/** What the pending record keeps to finish the payment: the booking's details, or the pack. */
export const pendingConfirmation = (request: PaymentRequest, method: BookingMethod) =>
  request.purpose === "booking" ? bookingDetails(request, method) : { ...request.pack };

/**
 * A booking paid, or confirmed to be paid at the venue (the server's own words then): its details
 * for the confirmation page, the toast, and the balance a credit payment lowered.
 */
export function finishBooking(details: ConfirmationDetails, message: string = t.success): void {
  // The draft is forgotten by `forgetDraft`, once the wizard is left.
  void settleBookingPaid(details.id, details, { keepDraft: true });
  void askToKeepData();
  toastStore.getState().show("success", message, TOAST_MS);
}

/** Whether a refusal of the server says exactly `message`. */
export function refusalIs(error: unknown, message: string): boolean {
  return isApiError(error) && error.kind === "http" && refusalText(readRefusal(error.data)) === message;
}

/** A booking that can no longer be paid: unknown, cancelled or started, or its hold lapsed. */
export function bookingGone(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== "http") return false;
  return (
    error.status === 404 ||
    refusalIs(error, paymentMessages.holdExpired) ||
    refusalIs(error, paymentMessages.bookingNotPayable)
  );
}

/** The wizard's draft lets go of a booking that cannot be paid any more. */
export function forgetBooking(bookingId: number): void {
  const draft = reservationDraftStore.getState();
  if (draft.bookingId === bookingId) draft.update({ bookingId: null });
}

/**
 * The draft of the booking just paid is forgotten, once the wizard is left: forgotten while it is
 * still shown, the wizard would go back to step 1 and race the way to the confirmation page. A
 * draft the member went on with meanwhile (another booking) is theirs and stays.
 */
export function forgetDraft(bookingId: number): void {
  void forgetDraftOf(bookingId);
}

/**
 * A pack paid: the new balance shows at once (header, Mon Profil), the chosen pack is forgotten.
 * The payment window says it on a screen of its own; found once the window is gone (a last look
 * after « Retour »), a toast says it instead: for a gift, where its code is, never credits added.
 */
export function finishPack(
  pack: SelectedPack,
  { windowOpen, gift = false }: { windowOpen: boolean; gift?: boolean | undefined },
): void {
  if (!windowOpen)
    toastStore
      .getState()
      .show(
        "success",
        gift ? frPromo.giftPaidToast : t.packPaid(formatCredits(pack.credit_number)),
        TOAST_MS,
      );
  void settlePackPaid();
}

/** What a failed payment step says: the network, the pack's message, or the server's refusal. */
export function failureText(error: unknown, purpose: PaymentRequest["purpose"]): string {
  if (isApiError(error) && error.kind === "network") return error.message;
  // The code was used up or ran out meanwhile: said as such, the member may remove it and pay.
  const promo = isApiError(error) ? readRefusal(error.data).fields.promo_code : undefined;
  if (promo) return promo;
  if (purpose === "pack") return t.packFailed;
  const fallback = isApiError(error) && error.status >= 500 ? t.confirmError : t.confirmFailed;
  return userMessage(error, fallback);
}

/** Said twice on purpose: the toast for the page, the same words in the modal above its backdrop. */
export function tellFailure(text: string) {
  toastStore.getState().show("error", text, TOAST_MS);
}
