import { fetchBookingMethods } from "../api/payments";
import type { BookingMethod } from "../contract/payments";
import { memberKey } from "../stores/member-key";
import type { Query } from "./cache";

/**
 * The payment methods, the member's credit balance among them: read each time a screen shows them
 * (the wizard's step 3, the payment window), since the balance may have moved; one read for both
 * when they show at once.
 */
export const bookingMethodsQuery = (): Query<BookingMethod[]> => ({
  key: `methods:${memberKey()}`,
  load: () => fetchBookingMethods(),
  staleMs: 0,
});
