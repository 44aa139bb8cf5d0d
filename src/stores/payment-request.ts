import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import type { MethodCode } from "../contract/payments";
import type { PromoQuote } from "../contract/promos";
import type { SelectedPack } from "../db/database";
import type { BookingPrice } from "../lib/price";

/** A booking just created, as the payment modal shows and pays it. */
export type BookingPaymentRequest = {
  purpose: "booking";
  bookingId: number;
  serviceName: string;
  /** The session as shown, e.g. '12 mars 2026 à 10h00'. */
  dateTime: string;
  /** The same in Dakar as the API gives it (YYYY-MM-DD, HH:MM:SS): the confirmation's calendar file. */
  session: { day: string; start: string; end: string };
  persons: number;
  privateOption: boolean;
  /**
   * One person's price, and the private option's, before the slot's discount; null for a booking
   * paid from Mes réservations, whose list gives its total only (the modal then shows the total).
   */
  unit: BookingPrice | null;
  privateExtra: BookingPrice | null;
  discountPct: number;
  total: BookingPrice;
  /** The method chosen at step 3 of the wizard; 'place' (PAY01) by default. */
  preferred: MethodCode;
  /** Credits a cancellation gives back once paid by Wave or Orange Money (valid 365 days). */
  moneyRefund: number;
  /** How the booking is set to be paid already (from Mes réservations): at the venue is not offered again. */
  current?: MethodCode | null;
  /** Who takes the session (first names), as the server said; absent or null: no one set. */
  practitioner?: string | null;
  /** Just made in the wizard: closing the modal asks whether to keep its hold or let it go. */
  justBooked?: boolean;
  /** A promo code applied (by Wave or Orange Money only): the server's figures. */
  promo?: PromoQuote | null;
};

export type PackPaymentRequest = {
  purpose: "pack";
  pack: SelectedPack;
  promo?: PromoQuote | null;
  /** Bought as a gift: the payment gives a code to give, not credits. */
  gift?: boolean;
};

export type PaymentRequest = BookingPaymentRequest | PackPaymentRequest;

type PaymentRequestState = {
  request: PaymentRequest | null;
  /** Opens the payment modal for this booking or pack. */
  open(request: PaymentRequest): void;
  /** The code applied to the request under way (null: removed). */
  setPromo(promo: PromoQuote | null): void;
  close(): void;
};

/**
 * What the payment modal is paying: its one owner. The wizard, the packs page and Mes réservations
 * open it, the modal
 * (mounted by their routes) reads it, so the features never import each other.
 */
export const paymentRequestStore = createStore<PaymentRequestState>()((set) => ({
  request: null,
  open: (request) => set({ request }),
  setPromo: (promo) => set((state) => ({ request: state.request ? { ...state.request, promo } : null })),
  close: () => set({ request: null }),
}));

export function usePaymentRequest<T>(select: (state: PaymentRequestState) => T): T {
  return useStore(paymentRequestStore, select);
}
