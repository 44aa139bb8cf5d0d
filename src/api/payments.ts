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
export const payBooking = (bookingId: number, methodId: number, idempotencyKey: string) =>
  api.request(paymentResultSchema, "payments/payment/", {
    method: "post",
    json: { booking_on_payment_waiting: bookingId, booking_method: methodId },
    headers: { "Idempotency-Key": idempotencyKey },
  });

export const startOrangeMoney = (objectId: number, purpose: "booking" | "pack") =>
  api.request(orangeMoneyResponseSchema, "payments/paiement/orange-money/", {
    method: "post",
    json: { object_id: objectId, payment_purpose: purpose },
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

export const startPackCheckout = (packId: number) =>
  api.request(checkoutResponseSchema, "payments/pack/checkout/", {
    method: "post",
    json: { pack_id: packId },
  });

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
