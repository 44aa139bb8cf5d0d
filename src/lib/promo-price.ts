/**
 * The least a payment by Wave or Orange Money may ask, in XOF: a code that would leave less to pay
 * is refused (neither provider takes a payment of nothing).
 */
export const PROVIDER_MIN_XOF = 100;

/** Whether a price after its discount is still one a provider can be asked for. */
export const payableTotal = (total: number) => total >= PROVIDER_MIN_XOF;

/**
 * What a promo code takes off a price in XOF: a percentage rounded down (the client never pays a
 * fraction more), or an amount; never more than the price, so nothing is ever charged below zero.
 */
export function promoDiscount(promo: { kind: "percent" | "amount"; value: number }, price: number): number {
  const off = promo.kind === "percent" ? Math.floor((price * promo.value) / 100) : promo.value;
  return Math.max(0, Math.min(price, off));
}
