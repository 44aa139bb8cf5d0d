import type { BookingHistoryItem } from "../contract/booking";
import type { DatePreset } from "./calendar-day";
import { type DayRange, foldText, resolveRange } from "./day-range";

export type BookingState = BookingHistoryItem["booking_state"];
export type PaymentStatus = BookingHistoryItem["payment_status"];
/** A payment status, or 'unpaid': waiting for a payment or failed (the refusal of a 4th unpaid booking leads there). */
export type PaymentFilter = PaymentStatus | "unpaid";

/** What 'Mes réservations' is filtered by; all of it lives in the URL. */
export type BookingFilters = {
  q: string;
  state: BookingState | undefined;
  payment: PaymentFilter | undefined;
  period: DatePreset | undefined;
  from: string | undefined;
  to: string | undefined;
};

export const noBookingFilters: BookingFilters = {
  q: "",
  state: undefined,
  payment: undefined,
  period: undefined,
  from: undefined,
  to: undefined,
};

/** Fetched 100 at a time, shown 9 per page. */
export const BOOKINGS_PAGE_SIZE = 9;

/** The bookings that match every filter, in the server's order; dates are the session's day. */
export function filterBookings(
  items: readonly BookingHistoryItem[],
  filters: BookingFilters,
  today: string,
): BookingHistoryItem[] {
  const words = foldText(filters.q).split(/\s+/).filter(Boolean);
  const range: DayRange | null = resolveRange(filters.period, filters, today);
  return items.filter((item) => {
    if (filters.state && item.booking_state !== filters.state) return false;
    if (filters.payment === "unpaid") {
      if (item.payment_status === "paid") return false;
    } else if (filters.payment && item.payment_status !== filters.payment) return false;
    if (range && !(item.reserved_for >= range.from && item.reserved_for <= range.to)) return false;
    const haystack = foldText(`${item.service_name} ${item.booking_id}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** How many filters other than the search are on: the phone's filter button shows it. */
export const activeFilterCount = (f: BookingFilters) =>
  [f.state, f.payment, f.period].filter((value) => value !== undefined).length;
