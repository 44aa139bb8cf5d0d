/**
 * What a promo code takes off a price in XOF: a percentage rounded down (the client never pays a
 * fraction more), or an amount; never more than the price, so nothing is ever charged below zero.
 */
export function promoDiscount(promo: { kind: "percent" | "amount"; value: number }, price: number): number {
  const off = promo.kind === "percent" ? Math.floor((price * promo.value) / 100) : promo.value;
  return Math.max(0, Math.min(price, off));
}
