/** What a service costs a person and for the private option, in XOF and in credits (wire names). */
export type PriceList = {
  price: number;
  credit_price: number;
  private_option_price: number;
  private_option_credit_price: number;
};

export type BookingPrice = { price: number; credit_price: number };

/**
 * The unit price times the persons, plus the private option's price when taken,
 * less the slot's discount in percent, rounded; the same for XOF and for credits. One function for
 * the wizard, its summary, the payment modal and the server, so they can never disagree.
 */
export function bookingPrice(
  service: PriceList,
  pctDiscount: number,
  persons: number,
  privateOption: boolean,
): BookingPrice {
  const factor = 1 - pctDiscount / 100;
  const xof = service.price * persons + (privateOption ? service.private_option_price : 0);
  const credits = service.credit_price * persons + (privateOption ? service.private_option_credit_price : 0);
  return { price: Math.round(xof * factor), credit_price: Math.round(credits * factor) };
}

/** How long the credits given back for a booking paid by Wave or Orange Money last. */
export const MONEY_REFUND_VALIDITY_DAYS = 365;

/**
 * What a booking's XOF price is worth in credits, at the service's own rate for the same persons and
 * option (their credits over their XOF, before any discount), rounded down: the credits that paying
 * it in money bought, given back when it is cancelled. Its credit price rounds a discounted figure
 * to the nearest (22 500 XOF at 10 % off: 23 credits for 22.5 worth), so this is never above it.
 * The server's rule and what the app says before paying, in one function.
 */
export function moneyRefundCredits(
  service: PriceList,
  persons: number,
  privateOption: boolean,
  charged: BookingPrice,
): number {
  const full = bookingPrice(service, 0, persons, privateOption);
  if (full.price <= 0) return 0;
  return Math.min(charged.credit_price, Math.floor((charged.price * full.credit_price) / full.price));
}
