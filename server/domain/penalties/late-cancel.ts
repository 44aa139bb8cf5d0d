import type { PenaltyPolicies } from "../../../src/contract/penalties";
import { beforeCutoff } from "../../../src/lib/cancel-rule";
import { penaltyCredits, sessionCredits } from "../../../src/lib/penalty";
import type { Db, Row } from "../../db/tables";
import { type BookedSlot, bookingState, isHeld } from "../booking-state";
import { chargePenalty } from "./charge";

type BookingRow = Row<"bookings">;

/**
 * What cancelling this booking inside the cut-off costs under the centre's policy, in credits;
 * null when the centre refuses late cancels (the default). The member reads it in their list and
 * is shown it before confirming.
 */
export const lateCancelCredits = (
  booking: Parameters<typeof sessionCredits>[0],
  policy: PenaltyPolicies["late_cancel"],
) => penaltyCredits(policy, sessionCredits(booking));

/** A cancel the member asks for now is late: upcoming, confirmed (not a hold let go), inside the cut-off. */
export const isLateCancel = (
  booking: BookingRow,
  slot: Pick<BookedSlot, "startsAt" | "endsAt">,
  now: Date,
  cutoffHours: number,
) =>
  bookingState(booking, slot, now) === "upcoming" &&
  !isHeld(booking, now) &&
  !beforeCutoff(slot.startsAt, now, cutoffHours);

/** Thrown inside the cancel's transaction so that nothing of it is kept: the member lacks the fee. */
export class ShortForPenalty extends Error {
  constructor(
    readonly fee: number,
    readonly held: number,
  ) {
    super("short of credits for the late-cancel fee");
  }
}

/**
 * Takes the late-cancel fee once the booking is cancelled and what it paid given back (so a booking
 * paid in credits pays the fee out of its own refund). The whole fee or nothing: a member who lacks
 * it cannot cancel so late (the cancel is undone by `ShortForPenalty`) and may still come.
 */
export async function chargeLateCancel(
  db: Db,
  booking: BookingRow,
  serviceName: string,
  fee: number,
  now: Date,
): Promise<number> {
  const charge = await chargePenalty(db, {
    booking,
    kind: "late_cancel",
    fee,
    serviceName,
    staffId: null,
    now,
    upToBalance: false,
  });
  if (!charge.ok) throw new ShortForPenalty(fee, charge.held);
  return charge.charged;
}
