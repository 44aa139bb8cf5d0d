import { randomUUID } from "node:crypto";
import type { PaymentProvider } from "../db/tables/payments";
import type { AppDeps, MobileMoneyCode } from "../deps";
import { PAYMENT_HOLD_MS } from "./capacity";
import { logPaymentChange } from "./payment-log";
import { voidPendingPayments } from "./provider-payments";

/** How long an Orange Money QR code can be paid, as the provider is asked for it. */
export const QR_VALIDITY_S = 300;
export const CHECKOUT_VALIDITY_MS = 15 * 60_000;
/**
 * A booking's places stay held this long after its payment's validity: longer than the upkeep takes
 * to ask about it (a pass each minute, one more when the provider did not answer), so that a
 * payment made in time is not then refunded for want of its places.
 */
export const HOLD_AFTER_EXPIRY_MS = 5 * 60_000;
/**
 * An Orange Money QR code is offered this much less time than its payment stays open, so that a
 * payment Sonatel accepts at the code's last second (stamped a little later, or by a clock a little
 * ahead of ours) is still in time, and the last ask comes once it has settled.
 */
export const QR_SETTLING_MS = 60_000;

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "log" | "mailer" | "config">;
type Purpose = "booking" | "pack";

/** A pack as a member checks it out: what its payment grants once paid (its price is the payment's amount). */
export type PackTerms = { name: string; creditNumber: number; validityDays: number };

/** What a payment carries besides its amount: a pack's terms, the promo code it used, a gift. */
export type PaymentExtras = { pack?: PackTerms; promoCodeId?: number; discount?: number; gift?: boolean };

/**
 * A new provider payment; it replaces (voids) the one still open for the same booking or pack. A
 * pack's payment keeps the pack's terms as they are now: its success grants exactly these.
 */
export async function openPayment(
  deps: Deps,
  userId: number,
  purpose: Purpose,
  objectId: number,
  method: MobileMoneyCode,
  amount: number,
  provider: PaymentProvider,
  extras: PaymentExtras = {},
) {
  const { pack } = extras;
  const now = deps.clock.now();
  const validity = method === "PAY04" ? QR_VALIDITY_S * 1000 + QR_SETTLING_MS : CHECKOUT_VALIDITY_MS;
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + validity);
  await voidPendingPayments(deps, userId, purpose, objectId, now);
  await deps.db
    .insertInto("payments")
    .values({
      id,
      userId,
      purpose,
      objectId,
      method,
      amount,
      createdAt: now,
      expiresAt,
      provider,
      packName: pack?.name,
      packCredits: pack?.creditNumber,
      packValidityDays: pack?.validityDays,
      promoCodeId: extras.promoCodeId ?? null,
      discount: extras.discount ?? null,
      gift: extras.gift ?? false,
    })
    .execute();
  logPaymentChange(deps, { id, method, provider, purpose, amount }, null, "pending");
  if (purpose === "booking") {
    // The places stay held while the member pays, and after: until its last ask has been made.
    const until = new Date(
      Math.max(expiresAt.getTime() + HOLD_AFTER_EXPIRY_MS, now.getTime() + PAYMENT_HOLD_MS),
    );
    await deps.db.updateTable("bookings").set({ holdUntil: until }).where("id", "=", objectId).execute();
  }
  return { id, expiresAt };
}
