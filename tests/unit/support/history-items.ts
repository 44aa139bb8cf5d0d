import type { BookingHistoryItem } from "../../../src/contract/booking";
import type { CreditRecord } from "../../../src/contract/payments";

/** A booking as `booking/booking/validated` lists it: upcoming, paid in credits, 10:00 on 10 March 2026. */
export const historyBooking = (over: Partial<BookingHistoryItem> = {}): BookingHistoryItem => ({
  booking_id: 1,
  service_id: 1,
  service_name: "Massage suédois",
  booking_state: "upcoming",
  payment_status: "paid",
  payment_method: "PAY02",
  reserved_for: "2026-03-10",
  reserved_at: "2026-03-01T10:00:00.000Z",
  start_time: "10:00:00",
  end_time: "11:00:00",
  number_person: 1,
  private_option: false,
  price: 25000,
  credit_price: 25,
  cancelation_delay: "",
  refund_credits: 25,
  refunded_credits: 0,
  money_refund_credits: 25,
  hold_until: null,
  practitioner: null,
  late_cancel_credits: null,
  ...over,
});

/** A credit record: a pack of 50 credits bought on 10 March 2026, none used. */
export const creditRecord = (over: Partial<CreditRecord> = {}): CreditRecord => ({
  id: 1,
  origin: "purchase",
  service_name: "",
  date_add: "2026-03-10T12:00:00.000Z",
  expiration_date: null,
  is_expired: false,
  original_credit_number: 50,
  used_credits: 0,
  left_credits: 50,
  credit_real_price: 50000,
  credit_number: 50,
  ...over,
});
