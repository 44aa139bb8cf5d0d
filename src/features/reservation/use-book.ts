import { useRef, useState } from "react";
import { createBooking } from "../../api/booking";
import { isApiError } from "../../api/errors";
import { bookingMessages, type CreateBookingRequest } from "../../contract/booking";
import type { ReservationDraft } from "../../db/draft-schema";
import { fr } from "../../i18n/fr";
import { frReservation } from "../../i18n/fr-reservation";
import { bookingPrice, moneyRefundCredits } from "../../lib/price";
import { longDay, slotTime } from "../../lib/slot-dates";
import { bookingMade } from "../../queries/changes";
import { paymentRequestStore } from "../../stores/payment-request";
import { reservationDraftStore } from "../../stores/reservation-draft";
import { toastStore } from "../../stores/toasts";
import { bookingRefusal } from "./booking-errors";

/** The payment modal opens half a second after the booking is made. */
export const PAYMENT_MODAL_DELAY_MS = 500;

const fail = (message: string) => toastStore.getState().show("error", message);

/** 'Vous avez déjà 3 réservations non payées…' (or 'une réservation non payée'), whatever the limit the centre set. */
const unpaidPrefix = bookingMessages.tooManyUnpaid(2).split("2")[0] ?? "";
export const isUnpaidLimit = (refusal: string) =>
  refusal.startsWith(unpaidPrefix) && refusal.includes("non payée");

function openPayment(draft: ReservationDraft, bookingId: number) {
  const { service, slot, date, time } = draft;
  if (!service || !slot || !date || !time) return;
  const total = bookingPrice(service, slot.pct_discount, draft.person, draft.privateOption);
  paymentRequestStore.getState().open({
    purpose: "booking",
    bookingId,
    serviceName: service.name,
    dateTime: frReservation.at(longDay(date), slotTime(time)),
    session: { day: date, start: slot.start_time, end: slot.end_time },
    persons: draft.person,
    privateOption: draft.privateOption,
    unit: { price: service.price, credit_price: service.credit_price },
    privateExtra: { price: service.private_option_price, credit_price: service.private_option_credit_price },
    discountPct: slot.pct_discount,
    total,
    practitioner: draft.assigned,
    moneyRefund: moneyRefundCredits(service, draft.person, draft.privateOption, total),
    preferred: draft.method,
    justBooked: true,
  });
}

function payloadOf(draft: ReservationDraft): CreateBookingRequest | null {
  const { service, slot, serviceId, slotId } = draft;
  if (!service || !slot || serviceId === null || slotId === null) return null;
  return {
    service: serviceId,
    slot: slotId,
    ...bookingPrice(service, slot.pct_discount, draft.person, draft.privateOption),
    private_option: draft.privateOption,
    number_person: draft.person,
    ...(draft.practitioner ? { practitioner: draft.practitioner.id } : {}),
  };
}

/**
 * Creates the booking of the draft, once: one Idempotency-Key per attempt, kept on the phone while
 * the answer is unknown (a retry after a lost answer or a reload books once), and a tap while
 * waiting does nothing. A booking already created from this very draft is paid, not booked again.
 */
export function useBook() {
  const [busy, setBusy] = useState(false);
  // The refusal of a 4th unpaid booking: said where the member can act on it, not only in a toast.
  const [unpaidLimit, setUnpaidLimit] = useState<string | null>(null);
  const inFlight = useRef(false);

  async function book() {
    if (inFlight.current) return;
    const draft = reservationDraftStore.getState();
    const payload = payloadOf(draft);
    if (!payload) return fail(frReservation.incomplete);
    if (draft.bookingId !== null) return openPayment(draft, draft.bookingId);
    const scope = `book:${JSON.stringify(payload)}`;
    const key = draft.attemptKey(scope);
    inFlight.current = true;
    setBusy(true);
    setUnpaidLimit(null);
    try {
      const answer = await createBooking(payload, key);
      bookingMade();
      draft.attemptAnswered(scope);
      const now = reservationDraftStore.getState();
      // Changed meanwhile: this booking is not the draft's, and the member books what they now see.
      if (JSON.stringify(payloadOf(now)) !== JSON.stringify(payload)) return;
      now.update({ bookingId: answer.booking_id, assigned: answer.practitioner });
      setTimeout(() => {
        const latest = reservationDraftStore.getState();
        if (latest.bookingId === answer.booking_id) openPayment(latest, answer.booking_id);
      }, PAYMENT_MODAL_DELAY_MS);
    } catch (error) {
      if (!isApiError(error)) return fail(fr.errors.unexpected);
      // No answer, or one that did not parse: the booking may exist, so the next try reuses the key.
      if (error.kind === "network") return fail(error.message);
      if (error.kind === "invalid") return fail(frReservation.noBookingId);
      draft.attemptAnswered(scope);
      const refusal = bookingRefusal(error.data);
      // A practitioner who no longer delivers the service: the choice goes back to « Sans préférence ».
      if (refusal === bookingMessages.practitionerNotFound) draft.update({ practitioner: null });
      if (isUnpaidLimit(refusal)) {
        bookingMade();
        setUnpaidLimit(refusal);
      }
      fail(refusal);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }
  return { book, busy, unpaidLimit };
}
