import { bookingMessages, type CreateBookingRequest } from "../../src/contract/booking";
import { type AppDeps, immediate } from "../deps";
import { type Refusal, refuseField as refuse } from "../lib/answers";
import { formatXofPlain } from "../lib/money";
import { decideBooking } from "./bookability";
import { PAYMENT_HOLD_MS, unpaidCapReached } from "./capacity";
import { activeService } from "./catalogue";
import { saveChoice } from "./people/assign";
import { practitionerNameOf } from "./people/names";
import { creditsWorth, quote } from "./pricing";

type Db = AppDeps["db"];

/** The service (on sale) and the slot a booking asks for, or the refusal that names the missing one. */
export async function serviceAndSlot(db: Db, serviceId: number, slotId: number) {
  const service = await activeService(db, serviceId);
  if (!service) return refuse("service", bookingMessages.serviceNotFound);
  const slot = await db.selectFrom("slots").selectAll().where("id", "=", slotId).executeTakeFirst();
  if (!slot) return refuse("slot", bookingMessages.slotNotFound);
  return { ok: true as const, service, slot };
}

type Found = Extract<Awaited<ReturnType<typeof serviceAndSlot>>, { ok: true }>;

/**
 * The booking's price from the one price function; a price the caller gives (what its screen
 * showed) must be that one, else it is refused with the right figure. Absent: not checked.
 */
export function checkedQuote(
  { service, slot }: Found,
  persons: number,
  privateOption: boolean,
  shown: { price?: number | undefined; credit_price?: number | undefined },
) {
  const expected = quote(service, slot, persons, privateOption);
  if (shown.price !== undefined && shown.price !== expected.price)
    return refuse("price", bookingMessages.priceMismatch(formatXofPlain(expected.price)));
  if (shown.credit_price !== undefined && shown.credit_price !== expected.credit_price)
    return refuse("credit_price", bookingMessages.priceMismatch(`${expected.credit_price} crédits`));
  return { ok: true as const, ...expected };
}

/** A new booking's row: its terms, their worth in credits should money be refunded, its hold. */
export function bookingValues(
  { service, slot }: Found,
  userId: number,
  persons: number,
  privateOption: boolean,
  price: { price: number; credit_price: number },
  now: Date,
) {
  return {
    userId,
    serviceId: service.id,
    slotId: slot.id,
    numberPerson: persons,
    privateOption,
    price: price.price,
    creditPrice: price.credit_price,
    moneyRefundCredits: creditsWorth(service, persons, privateOption, price),
    createdAt: now,
    holdUntil: new Date(now.getTime() + PAYMENT_HOLD_MS),
  };
}

/** Checks every rule and writes the booking in one immediate transaction. */
export function createBooking(deps: AppDeps, userId: number, input: CreateBookingRequest) {
  const now = deps.clock.now();
  return immediate(
    deps,
    async (tx): Promise<Refusal | { ok: true; bookingId: number; practitioner: string | null }> => {
      const found = await serviceAndSlot(tx.db, input.service, input.slot);
      if (!found.ok) return found;
      const cap = await unpaidCapReached(tx.db, userId, now);
      if (cap !== null) return refuse("non_field_errors", bookingMessages.tooManyUnpaid(cap));
      const privateOption = input.private_option ?? false;
      const decision = await decideBooking(
        tx.db,
        found.service,
        found.slot,
        { persons: input.number_person, privateOption, practitioner: input.practitioner },
        now,
      );
      if (!decision.ok) return refuse(decision.field, decision.message);
      const price = checkedQuote(found, input.number_person, privateOption, input);
      if (!price.ok) return price;
      const row = await tx.db
        .insertInto("bookings")
        .values(bookingValues(found, userId, input.number_person, privateOption, price, now))
        .returning("id")
        .executeTakeFirstOrThrow();
      await saveChoice(tx.db, row.id, decision.choice, input.practitioner !== undefined, true);
      const practitioner = decision.choice?.practitionerIds.length
        ? await practitionerNameOf(tx.db, row.id)
        : null;
      return { ok: true, bookingId: row.id, practitioner };
    },
  );
}
