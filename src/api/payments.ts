import * as v from "valibot";
import {
  bookingMethodSchema,
  checkoutResponseSchema,
  creditPackSchema,
  creditRecordSchema,
  mobilePaymentPageSchema,
  orangeMoneyResponseSchema,
  paymentResultSchema,
  paymentStatusResponseSchema,
} from "../contract/payments";
import {
  giftCodeListSchema,
  giftRedeemResponseSchema,
  type PromoCheckRequest,
  promoQuoteSchema,
} from "../contract/promos";
import { api } from "./instance";

/** The methods, with the member's balance on the credit method when a token is sent. */
export const fetchBookingMethods = (signal?: AbortSignal) =>
  api.request(v.array(bookingMethodSchema), "configs/bookingmethod/", { signal });

export const fetchPacks = (signal?: AbortSignal) =>
  api.request(v.array(creditPackSchema), "configs/credit/", { signal });

/**
 * The confirm-payment call: at the venue and by credits it pays; for a provider it only says
 * whether the provider's payment went through. One `idempotencyKey` per attempt.
 */
export const confirmBookingPayment = (bookingId: number, methodId: number, idempotencyKey: string) =>
  api.request(paymentResultSchema, `booking/booking/${bookingId}/confirm-payment/`, {
    method: "post",
    json: { booking_method: methodId },
    headers: { "Idempotency-Key": idempotencyKey },
  });

/** Pays a booking with a method: done at once (venue, credits) or a provider step (redirect, QR). */
export const payBooking = (bookingId: number, methodId: number, idempotencyKey: string, promoCode?: string) =>
  api.request(paymentResultSchema, "payments/payment/", {
    method: "post",
    json: { booking_on_payment_waiting: bookingId, booking_method: methodId, promo_code: promoCode },
    headers: { "Idempotency-Key": idempotencyKey },
  });

/** What a provider payment carries besides its object: a promo code, a pack bought as a gift. */
export type PaymentOptions = { promo_code?: string | undefined; gift?: boolean | undefined };

export const startOrangeMoney = (
  objectId: number,
  purpose: "booking" | "pack",
  options: PaymentOptions = {},
) =>
  api.request(orangeMoneyResponseSchema, "payments/paiement/orange-money/", {
    method: "post",
    json: { object_id: objectId, payment_purpose: purpose, ...options },
  });

/** The status of any provider payment (QR code or checkout), as the server knows it. */
export const fetchPaymentStatus = (paymentId: string, signal?: AbortSignal) =>
  api.request(
    paymentStatusResponseSchema,
    `payments/paiement/orange-money/get-status/${encodeURIComponent(paymentId)}/`,
    {
      signal,
    },
  );

export const startPackCheckout = (packId: number, options: PaymentOptions = {}) =>
  api.request(checkoutResponseSchema, "payments/pack/checkout/", {
    method: "post",
    json: { pack_id: packId, ...options },
  });

/** What a promo code does to a booking's or a pack's price, or why it cannot be used. */
export const checkPromo = (body: PromoCheckRequest) =>
  api.request(promoQuoteSchema, "payments/promo-codes/check/", { method: "post", json: body });

/** The gift codes the member bought, newest first. */
export const fetchGiftCodes = (signal?: AbortSignal) =>
  api.request(giftCodeListSchema, "payments/gift-codes/", { signal });

/** A gift code redeemed into the member's credits. */
export const redeemGiftCode = (code: string) =>
  api.request(giftRedeemResponseSchema, "payments/gift-codes/redeem/", { method: "post", json: { code } });

/** The member's credit records, all of them: the history filters them on the phone. */
export const fetchCreditRecords = (signal?: AbortSignal) =>
  api.request(v.array(creditRecordSchema), "payments/user-credit-records/", { signal });

/** The member's Wave and Orange Money receipts, the latest 100 (a page, like the bookings). */
export const fetchMobilePayments = (signal?: AbortSignal) =>
  api
    .request(mobilePaymentPageSchema, "payments/user-mobile-payments/", {
      signal,
      searchParams: { page: 1, page_size: 100 },
    })
    .then((page) => page.results);
