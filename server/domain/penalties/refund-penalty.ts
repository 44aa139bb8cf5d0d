import { penaltyMessages } from "../../../src/contract/penalties";
import { type AppDeps, immediate } from "../../deps";
import { writeAudit } from "../staff/audit";
import { answer, bookingActionMessages, load, type Outcome, refuse } from "../staff/booking-actions";
import type { StaffMember } from "../staff/roles";
import { reverseStanding } from "./charge";

/**
 * « Rembourser la pénalité »: staff give back the late-cancel or no-show charge standing on a
 * booking (a gesture, a mistake), once; the booking keeps its mark. Audited with what came back.
 */
export function refundPenalty(deps: AppDeps, staff: StaffMember, bookingId: number): Promise<Outcome> {
  const now = deps.clock.now();
  return immediate(deps, async (tx): Promise<Outcome> => {
    const found = await load(tx, bookingId);
    if (!found) return refuse(bookingActionMessages.notFound, 404);
    const done = await reverseStanding(tx.db, {
      bookingId,
      serviceName: found.service.name,
      staffId: staff.id,
      now,
    });
    if (!done) return refuse(penaltyMessages.nothingToRefund, 409);
    const text = penaltyMessages.given(done.given);
    await writeAudit(tx, {
      staffId: staff.id,
      action: "booking.penalty_refunded",
      bookingId,
      clientId: found.booking.userId,
      summary: `${found.what} : ${text}`,
      data: { penalty_id: done.penalty.id, kind: done.penalty.kind, given: done.given },
    });
    return answer(tx, bookingId, text);
  });
}
