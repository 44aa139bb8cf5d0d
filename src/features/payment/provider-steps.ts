import { ApiError } from "../../api/errors";
import { payBooking, startOrangeMoney, startPackCheckout } from "../../api/payments";
import type { BookingMethod, OrangeMoneyResponse } from "../../contract/payments";
import { frPayment } from "../../i18n/fr-payment";
import type { PaymentRequest } from "../../stores/payment-request";
import type { createAttemptKeys } from "./attempt-keys";
import { pendingConfirmation } from "./payment-outcomes";
import { CHECKOUT_WINDOW_MS, keepPending, qrDeadline } from "./pending-payment";

const objectIdOf = (request: PaymentRequest) =>
  request.purpose === "booking" ? request.bookingId : request.pack.credit_id;

/** The code applied and, for a pack, whether it is a gift: the server prices it again. */
const optionsOf = (request: PaymentRequest) => ({
  promo_code: request.promo?.code,
  gift: request.purpose === "pack" && request.gift ? true : undefined,
});

/** What the phone keeps of the request besides its confirmation: the gift, the code's figures. */
const keptOf = (request: PaymentRequest) => ({
  gift: request.purpose === "pack" && request.gift === true,
  promo: request.promo ?? null,
});

/**
 * Asks for the QR code and keeps the payment on the phone before showing it, so that leaving for
 * the Orange Money app, a reload or a lost network resumes it. Null when the modal closed meanwhile.
 */
export async function startQrPayment(
  request: PaymentRequest,
  method: BookingMethod,
  stillWanted: () => boolean,
): Promise<{ qr: OrangeMoneyResponse; paymentId: string; deadline: number } | null> {
  const qr = await startOrangeMoney(objectIdOf(request), request.purpose, optionsOf(request));
  if (!stillWanted()) return null;
  const deadline = qrDeadline(qr, Date.now());
  await keepPending({
    purpose: request.purpose,
    objectId: objectIdOf(request),
    method: "PAY04",
    paymentId: qr.qrId,
    deadline,
    qr,
    confirmation: pendingConfirmation(request, method),
    ...keptOf(request),
  });
  return { qr, paymentId: qr.qrId, deadline };
}

/**
 * Opens the wallet's checkout and keeps the payment on the phone for the callback page, which
 * finishes it. Answers the checkout's address.
 */
export async function startWalletPayment(
  request: PaymentRequest,
  method: BookingMethod,
  keys: ReturnType<typeof createAttemptKeys>,
): Promise<string> {
  let checkout: { paymentId: string; url: string };
  if (request.purpose === "booking") {
    const scope = `pay:${request.bookingId}:${method.id}:${request.promo?.code ?? ""}`;
    let answer: Awaited<ReturnType<typeof payBooking>>;
    try {
      answer = await payBooking(request.bookingId, method.id, keys.take(scope), request.promo?.code);
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind !== "network") keys.answered(scope);
      throw error;
    }
    keys.answered(scope);
    if (answer.status !== "redirect" || !answer.checkout_url || !answer.payment_id)
      throw new ApiError("invalid", frPayment.confirmError);
    checkout = { paymentId: answer.payment_id, url: answer.checkout_url };
  } else {
    const answer = await startPackCheckout(request.pack.credit_id, optionsOf(request));
    checkout = { paymentId: answer.payment_id, url: answer.checkout_url };
  }
  await keepPending({
    purpose: request.purpose,
    objectId: objectIdOf(request),
    method: "PAY03",
    paymentId: checkout.paymentId,
    deadline: Date.now() + CHECKOUT_WINDOW_MS,
    qr: null,
    confirmation: pendingConfirmation(request, method),
    ...keptOf(request),
  });
  return checkout.url;
}
