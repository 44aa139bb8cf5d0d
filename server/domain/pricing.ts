import { bookingPrice } from "../../src/lib/price";
import type { services, slots } from "../db/schema";

type Service = typeof services.$inferSelect;
type Slot = typeof slots.$inferSelect;

/** The server's figure for a booking: the app's own price function, on the stored service and slot. */
export function quote(service: Service, slot: Slot, persons: number, privateOption: boolean) {
  return bookingPrice(
    {
      price: service.price,
      credit_price: service.creditPrice,
      private_option_price: service.privateOptionPrice,
      private_option_credit_price: service.privateOptionCreditPrice,
    },
    slot.pctDiscount,
    persons,
    privateOption,
  );
}
