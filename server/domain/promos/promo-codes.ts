import { promoMessages } from "../../../src/contract/promos";
import { payableTotal, promoDiscount } from "../../../src/lib/promo-price";
import type { Db, Row } from "../../db/tables";
import type { Refusal } from "../../lib/answers";
import { HOLD_AFTER_EXPIRY_MS } from "../payment-opening";

/**
 * Whether a promo code applies, and how much it takes off. A use is a provider payment that
 * succeeded with the code, or one still open until its last late answer is asked for (its validity
 * and the hold after it): a failed, replaced or lapsed payment gives its use back by itself. Read
 * inside the `immediate` transaction that opens the payment, so two members after the last use
 * never both get it, from any number of processes; a late success of a payment that gave its use
 * back is applied only if the use is still free (`promoUseStillFree`).
 */

type Purpose = "booking" | "pack";
export type PromoCode = Row<"promoCodes">;
export type AppliedPromo = { ok: true; promo: PromoCode; price: number; discount: number; total: number };

const refuse = (message: string): Refusal => ({ ok: false, status: 400, errors: { promo_code: [message] } });

/** A Dakar day (UTC all year), as the codes' dates are kept. */
const dakarDay = (now: Date) => now.toISOString().slice(0, 10);

export const findPromo = (db: Db, code: string) =>
  db.selectFrom("promoCodes").selectAll().where("code", "=", code.trim().toUpperCase()).executeTakeFirst();

/** Why a code cannot be used today for this, whoever uses it; null when it can. */
export function promoRefusal(promo: PromoCode | undefined, purpose: Purpose, now: Date): string | null {
  if (!promo?.isActive) return promoMessages.unknown;
  const today = dakarDay(now);
  if (promo.validFrom && today < promo.validFrom) return promoMessages.notYet;
  if (promo.validTo && today > promo.validTo) return promoMessages.expired;
  if (promo.appliesTo !== "both" && promo.appliesTo !== purpose)
    return purpose === "pack" ? promoMessages.notForPacks : promoMessages.notForBookings;
  return null;
}

/**
 * An open payment keeps its use while its provider's answer may still be applied without a
 * question: through its validity and the hold after it, as a booking keeps its places.
 */
const useHeldSince = (now: Date) => new Date(now.getTime() - HOLD_AFTER_EXPIRY_MS);

/**
 * Uses of a code so far: paid, or open and in time. The member's own open payment for the same
 * booking or pack is left out: opening another replaces (voids) it.
 */
export async function promoUses(
  db: Db,
  promoId: number,
  now: Date,
  replacing?: { userId: number; purpose: Purpose; objectId: number },
  userId?: number,
  exceptPayment?: string,
): Promise<number> {
  const row = await db
    .selectFrom("payments")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("promoCodeId", "=", promoId)
    .where((eb) =>
      eb.or([
        eb("status", "=", "success"),
        eb.and([eb("status", "=", "pending"), eb("expiresAt", ">", useHeldSince(now))]),
      ]),
    )
    .$if(userId !== undefined, (q) => q.where("userId", "=", userId ?? 0))
    .$if(exceptPayment !== undefined, (q) => q.where("id", "!=", exceptPayment ?? ""))
    .$if(replacing !== undefined, (q) =>
      q.where((eb) =>
        eb.not(
          eb.and([
            eb("status", "=", "pending"),
            eb("userId", "=", replacing?.userId ?? 0),
            eb("purpose", "=", replacing?.purpose ?? "pack"),
            eb("objectId", "=", replacing?.objectId ?? 0),
          ]),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export type UseCounts = { paid: number; open: number };

/**
 * Uses per code, as the admins' list shows them: paid, and open (payments still holding a use, as
 * `promoUses` counts them), so that a limit reached by open payments reads as such.
 */
export async function usesByCode(db: Db, now: Date): Promise<Map<number, UseCounts>> {
  const rows = await db
    .selectFrom("payments")
    .select(["promoCodeId", "status", (eb) => eb.fn.countAll<number>().as("n")])
    .where("promoCodeId", "is not", null)
    .where((eb) =>
      eb.or([
        eb("status", "=", "success"),
        eb.and([eb("status", "=", "pending"), eb("expiresAt", ">", useHeldSince(now))]),
      ]),
    )
    .groupBy(["promoCodeId", "status"])
    .execute();
  const counts = new Map<number, UseCounts>();
  for (const r of rows) {
    const id = r.promoCodeId ?? 0;
    const c = counts.get(id) ?? { paid: 0, open: 0 };
    if (r.status === "success") c.paid += Number(r.n);
    else c.open += Number(r.n);
    counts.set(id, c);
  }
  return counts;
}

/**
 * The code applied to a price for this member and this booking or pack: refused when unknown, off,
 * out of its dates, not for this, or with no use left (in total, or for this member).
 */
export async function applyPromo(
  db: Db,
  code: string,
  who: { userId: number; purpose: Purpose; objectId: number },
  price: number,
  now: Date,
): Promise<Refusal | AppliedPromo> {
  const promo = await findPromo(db, code);
  const refusal = promoRefusal(promo, who.purpose, now);
  if (refusal || !promo) return refuse(refusal ?? promoMessages.unknown);
  if (promo.totalUses !== null && (await promoUses(db, promo.id, now, who)) >= promo.totalUses)
    return refuse(promoMessages.usedUp);
  if (promo.perClient !== null && (await promoUses(db, promo.id, now, who, who.userId)) >= promo.perClient)
    return refuse(promoMessages.usedUpForYou);
  const discount = promoDiscount(promo, price);
  if (!payableTotal(price - discount)) return refuse(promoMessages.belowMinimum);
  return { ok: true, promo, price, discount, total: price - discount };
}

/**
 * Whether a provider's success may still count as a use of its code: the uses of everyone else
 * (paid, or open and in time) leave room for it, in total and for its member. A payment that gave
 * its use back (failed, or answered after its hold) may have seen it taken by another meanwhile;
 * its money then goes back rather than a limit being passed.
 */
export async function promoUseStillFree(
  db: Db,
  payment: { id: string; userId: number; promoCodeId: number | null },
  now: Date,
): Promise<boolean> {
  if (payment.promoCodeId === null) return true;
  const promo = await db
    .selectFrom("promoCodes")
    .selectAll()
    .where("id", "=", payment.promoCodeId)
    .executeTakeFirst();
  if (!promo) return true;
  const others = (userId?: number) => promoUses(db, promo.id, now, undefined, userId, payment.id);
  if (promo.totalUses !== null && (await others()) >= promo.totalUses) return false;
  if (promo.perClient !== null && (await others(payment.userId)) >= promo.perClient) return false;
  return true;
}
