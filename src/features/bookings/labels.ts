import { frBookings } from "../../i18n/fr-bookings";
import type { BookingState, PaymentStatus } from "../../lib/booking-filters";

const t = frBookings;

/** Badge colours per state; the class names of the spec ('Passé', 'Annulé') live on as data attributes. */
export const stateStyle: Record<BookingState, string> = {
  upcoming: "bg-brand/10 text-brand-dark ring-brand/20",
  ongoing: "bg-white text-accent-dark ring-accent/40",
  past: "bg-black/5 text-ink/70 ring-black/10",
  cancelled: "bg-red-50 text-red-800 ring-red-200",
};

export const paymentStyle: Record<PaymentStatus, string> = {
  pending: "text-amber-800",
  paid: "text-emerald-800",
  failed: "text-red-800",
};

export const stateLabel = (state: BookingState) => t.states[state];
export const paymentLabel = (status: PaymentStatus) => t.payments[status];
