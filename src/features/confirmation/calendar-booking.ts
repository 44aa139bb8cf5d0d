import type { PaidBooking } from "../../contract/payments";
import type { ConfirmationDetails } from "../../stores/confirmation-details";
import type { CalendarBooking } from "../../ui/calendar-button";

/** The booking as the calendar entry needs it; null for details kept before the session was. */
export function calendarBooking(details: ConfirmationDetails): CalendarBooking | null {
  const { id, serviceName, personCount, day, start, end, practitioner } = details;
  if (!day || !start || !end) return null;
  return {
    booking_id: id,
    service_name: serviceName,
    reserved_for: day,
    start_time: start,
    end_time: end,
    number_person: personCount,
    practitioner: practitioner ?? null,
  };
}

/**
 * The session a wallet payment confirmed: as this phone kept it when the payment began, else as
 * the server says (the wallet may return to another browser than the one that paid).
 */
export function paidSession(details: ConfirmationDetails | null | undefined, fromServer?: PaidBooking) {
  return (details ? calendarBooking(details) : null) ?? fromServer ?? null;
}
