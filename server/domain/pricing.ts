import type { services, slots } from "../db/schema";

type Service = typeof services.$inferSelect;
type Slot = typeof slots.$inferSelect;

/**
 * Spec part 2 §5: unit price times persons, plus the private option's price, minus the slot's
 * discount, rounded; the same for XOF and for credits.
 */
export function quote(service: Service, slot: Slot, persons: number, privateOption: boolean) {
  const factor = 1 - slot.pctDiscount / 100;
  const xof = service.price * persons + (privateOption ? service.privateOptionPrice : 0);
  const credits = service.creditPrice * persons + (privateOption ? service.privateOptionCreditPrice : 0);
  return { price: Math.round(xof * factor), credit_price: Math.round(credits * factor) };
}
