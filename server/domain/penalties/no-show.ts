import { penaltyMessages } from "../../../src/contract/penalties";
import { penaltyCredits } from "../../../src/lib/penalty";
import type { Db, Row } from "../../db/tables";
import { chargePenalty, reverseStanding } from "./charge";
import { penaltyPolicies } from "./policy";

/**
 * Marked « Absent »: the no-show fee under the centre's policy, taken once. A booking already paid
 * costs nothing more (what was paid is kept, and it was the session's price); an unpaid one costs
 * the fee, never more than its credit price, taken from what the member holds. Answers the words
 * for the desk and the audit line, or null when nothing was charged.
 */
export async function chargeNoShow(
  db: Db,
  booking: Row<"bookings">,
  serviceName: string,
  staffId: number,
  now: Date,
): Promise<{ text: string; charged: number; fee: number } | null> {
  if (booking.paymentStatus === "paid") return null;
  const fee = penaltyCredits((await penaltyPolicies(db)).no_show, booking.creditPrice) ?? 0;
  const charge = await chargePenalty(db, {
    booking,
    kind: "no_show",
    fee,
    serviceName,
    staffId,
    now,
    upToBalance: true,
  });
  if (!charge.ok || charge.already || charge.fee === 0) return null;
  return { text: penaltyMessages.noShowCharged(charge.charged, fee), charged: charge.charged, fee };
}

/** « Absent » taken back: the client was there after all, so the charge standing on it is given back. */
export async function undoNoShow(
  db: Db,
  booking: Row<"bookings">,
  serviceName: string,
  staffId: number,
  now: Date,
): Promise<{ text: string; given: number } | null> {
  const done = await reverseStanding(db, { bookingId: booking.id, serviceName, staffId, now });
  return done ? { text: penaltyMessages.given(done.given), given: done.given } : null;
}
