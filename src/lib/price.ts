/** What a service costs a person and for the private option, in XOF and in credits (wire names). */
export type PriceList = {
  price: number;
  credit_price: number;
  private_option_price: number;
  private_option_credit_price: number;
};

export type BookingPrice = { price: number; credit_price: number };

/**
 * Spec part 2 §5: the unit price times the persons, plus the private option's price when taken,
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
