import type { LateCancelKind, NoShowKind } from "../contract/penalties";

/**
 * What a late cancel or a no-show costs under a policy, in credits, for a session worth
 * `sessionCredits`: null when a late cancel is refused; never more than the session itself.
 */
export function penaltyCredits(
  policy: { kind: LateCancelKind | NoShowKind; credits: number },
  sessionCredits: number,
): number | null {
  switch (policy.kind) {
    case "refused":
      return null;
    case "free":
    case "none":
      return 0;
    case "credits":
      return Math.max(0, Math.min(policy.credits, sessionCredits));
    case "price":
      return Math.max(0, sessionCredits);
  }
}

/**
 * What a booking is worth in credits for its penalty: what cancelling gives back when it was paid
 * in money (Wave, Orange Money, at the venue), so a late cancel at « the price » gives nothing back
 * and takes nothing more; its credit price otherwise.
 */
export function sessionCredits(booking: {
  paymentStatus: string;
  paymentMethod: string | null;
  creditPrice: number;
  moneyRefundCredits: number;
}): number {
  const paidInMoney = booking.paymentStatus === "paid" && booking.paymentMethod !== "PAY02";
  return paidInMoney ? booking.moneyRefundCredits : booking.creditPrice;
}
