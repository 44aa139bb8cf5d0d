import { useRef, useState } from "react";
import { createBooking } from "../../api/booking";
import { isApiError } from "../../api/errors";
import type { CreateBookingRequest } from "../../contract/booking";
import type { ReservationDraft } from "../../db/database";
import { fr } from "../../i18n/fr";
import { newIdempotencyKey } from "../../lib/idempotency-key";
import { bookingPrice } from "../../lib/price";
import { longDay, slotTime } from "../../lib/slot-dates";
import { paymentRequestStore } from "../../stores/payment-request";
import { reservationDraftStore } from "../../stores/reservation-draft";
import { toastStore } from "../../stores/toasts";
import { bookingRefusal } from "./booking-errors";

/** Spec part 2 §9: the payment modal opens half a second after the booking is made. */
export const PAYMENT_MODAL_DELAY_MS = 500;

const fail = (message: string) => toastStore.getState().show("error", message);

function openPayment(draft: ReservationDraft, bookingId: number) {
  const { service, slot, date, time } = draft;
  if (!service || !slot || !date || !time) return;
  paymentRequestStore.getState().open({
    purpose: "booking",
    bookingId,
    serviceName: service.name,
    dateTime: fr.reservation.at(longDay(date), slotTime(time)),
    persons: draft.person,
    privateOption: draft.privateOption,
    unit: { price: service.price, credit_price: service.credit_price },
    privateExtra: { price: service.private_option_price, credit_price: service.private_option_credit_price },
    discountPct: slot.pct_discount,
    total: bookingPrice(service, slot.pct_discount, draft.person, draft.privateOption),
    preferred: draft.method,
  });
}

/**
 * Creates the booking of the draft, once: one Idempotency-Key per attempt, kept while the answer is
 * unknown (a retry after a lost answer books once) and a tap while waiting does nothing. A booking
 * already created from this draft is paid rather than booked again.
 */
export function useBook() {
  const attempt = useRef<{ key: string; payload: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function book() {
    if (busy) return;
    const draft = reservationDraftStore.getState();
    const { service, slot, serviceId, slotId } = draft;
    if (!service || !slot || serviceId === null || slotId === null) return fail(fr.reservation.incomplete);
    if (draft.bookingId !== null) return openPayment(draft, draft.bookingId);
    const payload: CreateBookingRequest = {
      service: serviceId,
      slot: slotId,
      ...bookingPrice(service, slot.pct_discount, draft.person, draft.privateOption),
      private_option: draft.privateOption,
      number_person: draft.person,
    };
    const fingerprint = JSON.stringify(payload);
    if (attempt.current?.payload !== fingerprint)
      attempt.current = { key: newIdempotencyKey(), payload: fingerprint };
    setBusy(true);
    try {
      const answer = await createBooking(payload, attempt.current.key);
      attempt.current = null;
      if (!answer.booking_id) return fail(fr.reservation.noBookingId);
      draft.update({ bookingId: answer.booking_id });
      setTimeout(
        () => openPayment(reservationDraftStore.getState(), answer.booking_id),
        PAYMENT_MODAL_DELAY_MS,
      );
    } catch (error) {
      if (!isApiError(error)) return fail(fr.errors.unexpected);
      // No answer, or one that did not parse: the booking may exist, so the next try reuses the key.
      if (error.kind === "network") return fail(error.message);
      if (error.kind === "invalid") return fail(fr.reservation.noBookingId);
      attempt.current = null;
      fail(bookingRefusal(error.data));
    } finally {
      setBusy(false);
    }
  }
  return { book, busy };
}
