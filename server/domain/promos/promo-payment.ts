import { paymentMessages } from "../../../src/contract/payments";
import type { PromoQuote } from "../../../src/contract/promos";
import type { Db } from "../../db/tables";
import type { AppDeps } from "../../deps";
import { type Refusal, refuseField } from "../../lib/answers";
import type { PaymentExtras } from "../payment-opening";
import { discountedRefund } from "../pricing";
import { bookingWithSlot } from "../provider-payments";
import { applyPromo } from "./promo-codes";

/** A provider payment's amount and what it carries, with the member's promo code if they gave one. */
export async function pricedPayment(
  db: Db,
  promoCode: string | undefined,
  who: { userId: number; purpose: "booking" | "pack"; objectId: number },
  price: number,
  now: Date,
): Promise<Refusal | { ok: true; amount: number; extras: PaymentExtras }> {
  if (!promoCode) return { ok: true, amount: price, extras: {} };
  const applied = await applyPromo(db, promoCode, who, price, now);
  if (!applied.ok) return applied;
  return {
    ok: true,
    amount: applied.total,
    extras: { promoCodeId: applied.promo.id, discount: applied.discount },
  };
}

/**
 * What the member's code does to the booking or pack they are about to pay: the price before and
 * after, or why it cannot be used. Nothing is kept: the payment itself applies the code again.
 */
export async function promoQuote(
  deps: Pick<AppDeps, "db" | "clock">,
  userId: number,
  input: { code: string; purpose: "booking" | "pack"; object_id: number },
): Promise<Refusal | ({ ok: true } & PromoQuote)> {
  const now = deps.clock.now();
  const priced = await priceOf(deps.db, userId, input.purpose, input.object_id);
  if (priced === null)
    return refuseField(
      "detail",
      input.purpose === "pack" ? paymentMessages.packNotFound : "Réservation introuvable.",
      404,
    );
  const who = { userId, purpose: input.purpose, objectId: input.object_id };
  const { price, refundAt } = priced;
  const applied = await applyPromo(deps.db, input.code, who, price, now);
  if (!applied.ok) return applied;
  const refund = refundAt?.(applied.total);
  return {
    ok: true,
    code: applied.promo.code,
    price,
    discount: applied.discount,
    total: applied.total,
    ...(refund === undefined ? {} : { refund_credits: refund }),
  };
}

type Priced = { price: number; refundAt?: (paid: number) => number };

/**
 * The XOF price a member would pay for one of their bookings, or a pack on sale, and for a booking
 * the credits its cancellation would give back once paid some amount; null when none.
 */
async function priceOf(
  db: Db,
  userId: number,
  purpose: "booking" | "pack",
  id: number,
): Promise<Priced | null> {
  if (purpose === "pack") {
    const pack = await db
      .selectFrom("creditPacks")
      .select("realPrice")
      .where("id", "=", id)
      .where("isActive", "=", true)
      .executeTakeFirst();
    return pack ? { price: pack.realPrice } : null;
  }
  const row = await bookingWithSlot(db, id, userId);
  if (!row) return null;
  const { booking, service } = row;
  return { price: booking.price, refundAt: (paid) => discountedRefund(booking, service, paid) };
}
