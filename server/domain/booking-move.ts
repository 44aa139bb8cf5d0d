import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { type BookingHistoryItem, bookingMessages } from "../../src/contract/booking";
import { bookings, services, slots } from "../db/schema";
import { type AppDeps, afterCommit, immediate } from "../deps";
import type { Refusal } from "../lib/answers";
import { decideBooking } from "./bookability";
import { mailBookingMoved } from "./booking-mail";
import { bookingState, historyItem } from "./bookings";
import { cancelCutoffHours } from "./settings";

const HOUR = 3_600_000;

const refuse = (field: string, message: string, status = 400): Refusal => ({
  ok: false,
  status,
  errors: { [field]: [message] },
});

/**
 * Moves a member's confirmed upcoming booking to another slot of the same service, outside the
 * cancellation cut-off. The new slot must be bookable for the same persons and private option, as
 * decided for a new booking. The booking keeps its price and payment (a new slot's discount never
 * takes or gives money silently). Check and write in one immediate transaction: the old places are
 * freed only by the same conditional update that takes the new ones.
 */
export function moveBooking(deps: AppDeps, userId: number, bookingId: number, slotId: number) {
  const now = deps.clock.now();
  const result = immediate(deps, (): Refusal | { ok: true; booking: BookingHistoryItem; from: Date } => {
    const row = deps.db
      .select({ booking: bookings, slot: slots })
      .from(bookings)
      .innerJoin(slots, eq(slots.id, bookings.slotId))
      .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
      .get();
    if (!row) return refuse("detail", bookingMessages.bookingNotFound, 404);
    const { booking, slot: from } = row;
    if (bookingState(booking, from, now) !== "upcoming" || !booking.confirmedAt)
      return refuse("detail", bookingMessages.notMovable);
    const cutoffHours = cancelCutoffHours(deps.db);
    if (from.startsAt.getTime() - now.getTime() <= cutoffHours * HOUR)
      return refuse("detail", bookingMessages.cannotMove(cutoffHours));
    const to = deps.db.select().from(slots).where(eq(slots.id, slotId)).get();
    if (!to) return refuse("slot", bookingMessages.slotNotFound);
    if (to.id === from.id) return refuse("slot", bookingMessages.sameSlot);
    const service = deps.db
      .select()
      .from(services)
      .where(and(eq(services.id, booking.serviceId), eq(services.isActive, true)))
      .get();
    if (!service) return refuse("detail", "Service introuvable.");
    const decision = decideBooking(
      deps.db,
      service,
      to,
      { persons: booking.numberPerson, privateOption: booking.privateOption },
      now,
    );
    if (!decision.ok) return refuse(decision.field, decision.message);
    // Only if it is still this member's live booking on the old slot: one row changed, or nothing.
    const moved = deps.db
      .update(bookings)
      .set({ slotId: to.id })
      .where(
        and(
          eq(bookings.id, booking.id),
          eq(bookings.slotId, from.id),
          isNull(bookings.cancelledAt),
          isNotNull(bookings.confirmedAt),
        ),
      )
      .run();
    if (moved.changes !== 1) return refuse("detail", bookingMessages.notMovable);
    const serviceName = service.name;
    const item = historyItem(
      // Only a booking that stands may move: nothing of it was given back.
      { booking: { ...booking, slotId: to.id }, slot: to, serviceName, refunded: 0 },
      now,
      cutoffHours,
    );
    return { ok: true, booking: item, from: from.startsAt };
  });
  // After the outermost commit (an idempotent request runs inside one): a mail never announces a rollback.
  if (result.ok) afterCommit(deps, () => mailBookingMoved(deps, bookingId, result.from));
  return result;
}
