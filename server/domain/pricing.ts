import { type BookingPrice, bookingPrice, type PriceList } from "../../src/lib/price";
import type { services, slots } from "../db/schema";

type Service = typeof services.$inferSelect;
type Slot = typeof slots.$inferSelect;

const priceList = (service: Service): PriceList => ({
  price: service.price,
  credit_price: service.creditPrice,
  private_option_price: service.privateOptionPrice,
  private_option_credit_price: service.privateOptionCreditPrice,
});

/** The server's figure for a booking: the app's own price function, on the stored service and slot. */
export function quote(service: Service, slot: Slot, persons: number, privateOption: boolean) {
  return bookingPrice(priceList(service), slot.pctDiscount, persons, privateOption);
}

/**
 * What a booking's XOF price is worth in credits, at the service's own rate for the same persons and
 * option (their credits over their XOF, before any discount), rounded down: the credits that paying
 * it in money bought, given back when it is cancelled. Its credit price rounds a discounted figure
 * to the nearest (22 500 XOF at 10 % off: 23 credits for 22.5 worth), so this is never above it.
 */
export function creditsWorth(
  service: Service,
  persons: number,
  privateOption: boolean,
  charged: BookingPrice,
) {
  const full = bookingPrice(priceList(service), 0, persons, privateOption);
  if (full.price <= 0) return 0;
  return Math.min(charged.credit_price, Math.floor((charged.price * full.credit_price) / full.price));
}
