import type { BookingHistoryItem } from "../../contract/booking";
import type { MethodCode } from "../../contract/payments";
import { frBookings } from "../../i18n/fr-bookings";
import { heldNow } from "../../lib/cancel-rule";
import { dakarDateTime, sessionDay } from "../../lib/history-dates";
import { slotTime } from "../../lib/slot-dates";
import { type BookingPaymentRequest, paymentRequestStore } from "../../stores/payment-request";

const t = frBookings;
const codes: readonly string[] = ["PAY01", "PAY02", "PAY03", "PAY04"];
const methodCode = (value: string | null) => (value && codes.includes(value) ? (value as MethodCode) : null);

/** An upcoming booking not paid yet: waiting at the venue, or its Wave or Orange Money payment failed. */
export const payable = (item: BookingHistoryItem) =>
  item.booking_state === "upcoming" && item.payment_status !== "paid";

/** The payment modal's request for a booking of the list: its total as the server keeps it. */
export function historyPaymentRequest(item: BookingHistoryItem): BookingPaymentRequest {
  const method = methodCode(item.payment_method);
  const day = sessionDay(item.reserved_for) ?? item.reserved_for;
  return {
    purpose: "booking",
    bookingId: item.booking_id,
    serviceName: item.service_name,
    dateTime: t.at(day, slotTime(item.start_time)),
    session: { day: item.reserved_for, start: item.start_time, end: item.end_time },
    persons: item.number_person,
    privateOption: item.private_option,
    unit: null,
    privateExtra: null,
    discountPct: 0,
    total: { price: item.price, credit_price: item.credit_price },
    moneyRefund: item.money_refund_credits,
    // A failed payment is tried again the same way; a booking to pay at the venue is offered online.
    preferred: method && method !== "PAY01" ? method : "PAY02",
    current: method,
    practitioner: item.practitioner,
  };
}

/** What the card says of an unpaid booking, under its payment line. */
export function unpaidNote(item: BookingHistoryItem): string {
  const method = item.payment_method ? t.methods[item.payment_method] : undefined;
  if (item.hold_until && heldNow(item, new Date()))
    return t.heldUntil(dakarDateTime(item.hold_until) ?? t.noDate);
  if (item.payment_status === "failed") return method ? t.failedWith(method) : t.failed;
  return item.payment_method === "PAY01" ? t.atVenue : t.awaiting;
}

/** 'Payer maintenant', or 'Réessayer le paiement' after a failure: the same modal as the wizard's. */
export function PayButton({ item }: { item: BookingHistoryItem }) {
  const failed = item.payment_status === "failed";
  return (
    <button
      type="button"
      className="btn-primary !px-4"
      onClick={() => paymentRequestStore.getState().open(historyPaymentRequest(item))}
    >
      {failed ? t.retryPayment : t.payNow}
    </button>
  );
}
