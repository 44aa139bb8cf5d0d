import { bookingMessages, type CreateBookingRequest } from "../../src/contract/booking";
import { type AppDeps, immediate } from "../deps";
import { type Refusal, refuseField as refuse } from "../lib/answers";
import { formatXofPlain } from "../lib/money";
import { decideBooking } from "./bookability";
import { PAYMENT_HOLD_MS, unpaidCapReached } from "./capacity";
import { creditsWorth, quote } from "./pricing";

/** Checks every rule and writes the booking in one immediate transaction. */
export function createBooking(deps: AppDeps, userId: number, input: CreateBookingRequest) {
  const now = deps.clock.now();
  return immediate(deps, async (tx): Promise<Refusal | { ok: true; bookingId: number }> => {
    const service = await tx.db
      .selectFrom("services")
      .selectAll()
      .where("id", "=", input.service)
      .where("isActive", "=", true)
      .executeTakeFirst();
    if (!service) return refuse("service", "Service introuvable.");
    const slot = await tx.db.selectFrom("slots").selectAll().where("id", "=", input.slot).executeTakeFirst();
    if (!slot) return refuse("slot", bookingMessages.slotNotFound);
    const cap = await unpaidCapReached(tx.db, userId, now);
    if (cap !== null) return refuse("non_field_errors", bookingMessages.tooManyUnpaid(cap));
    const privateOption = input.private_option ?? false;
    const decision = await decideBooking(
      tx.db,
      service,
      slot,
      { persons: input.number_person, privateOption },
      now,
    );
    if (!decision.ok) return refuse(decision.field, decision.message);
    const expected = quote(service, slot, input.number_person, privateOption);
    if (input.price !== expected.price)
      return refuse("price", bookingMessages.priceMismatch(formatXofPlain(expected.price)));
    if (input.credit_price !== expected.credit_price) {
      return refuse("credit_price", bookingMessages.priceMismatch(`${expected.credit_price} crédits`));
    }
    const row = await tx.db
      .insertInto("bookings")
      .values({
        userId,
        serviceId: service.id,
        slotId: slot.id,
        numberPerson: input.number_person,
        privateOption,
        price: expected.price,
        creditPrice: expected.credit_price,
        moneyRefundCredits: creditsWorth(service, input.number_person, privateOption, expected),
        createdAt: now,
        holdUntil: new Date(now.getTime() + PAYMENT_HOLD_MS),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ok: true, bookingId: row.id };
  });
}
