import { type BookingPrice, bookingPrice, moneyRefundCredits, type PriceList } from "../../src/lib/price";
import type { Row } from "../db/tables";

type Service = Pick<
  Row<"services">,
  "price" | "creditPrice" | "privateOptionPrice" | "privateOptionCreditPrice"
>;
type Slot = Pick<Row<"slots">, "pctDiscount">;

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

/** What a booking paid in money gives back in credits when cancelled (the app's own function). */
export function creditsWorth(
  service: Service,
  persons: number,
  privateOption: boolean,
  charged: BookingPrice,
) {
  return moneyRefundCredits(priceList(service), persons, privateOption, charged);
}

/** What a booking paid `paid` XOF (less than its price, with a promo code) gives back in credits. */
export const discountedRefund = (
  booking: Pick<Row<"bookings">, "numberPerson" | "privateOption" | "creditPrice">,
  service: Service,
  paid: number,
) =>
  creditsWorth(service, booking.numberPerson, booking.privateOption, {
    price: paid,
    credit_price: booking.creditPrice,
  });
