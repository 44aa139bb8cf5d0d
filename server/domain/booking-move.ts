import { type BookingHistoryItem, bookingMessages } from "../../src/contract/booking";
import { deskBookingMessages } from "../../src/contract/staff/desk-booking";
import { beforeCutoff } from "../../src/lib/cancel-rule";
import { type AppDeps, afterCommit, immediate } from "../deps";
import { type Refusal, refuseField as refuse } from "../lib/answers";
import { inBackground } from "../lib/background";
import { decideBooking } from "./bookability";
import { historyItem } from "./booking-history";
import { mailBookingMoved } from "./booking-mail";
import { bookingState } from "./booking-state";
import { activeService } from "./catalogue";
import { saveChoice } from "./people/assign";
import { practitionerNameOf } from "./people/names";
import { cancelCutoffHours } from "./settings";
import { writeAudit } from "./staff/audit";
import { bookingActionMessages } from "./staff/booking-actions";
import type { StaffMember } from "./staff/roles";

/** Who moves it: the member, or a member of the staff for them (at any time, written to the log). */
export type Mover = { userId: number } | { staff: StaffMember };

/**
 * Moves a member's confirmed upcoming booking to another slot of the same service, outside the
 * cancellation cut-off (the staff may move it later, a closure or new hours being theirs to settle). The new slot must be bookable for the same persons and private option, as
 * decided for a new booking. The booking keeps its price and payment (a new slot's discount never
 * takes or gives money silently). Check and write in one immediate transaction: the old places are
 * freed only by the same conditional update that takes the new ones.
 */
export async function moveBooking(
  deps: AppDeps,
  mover: Mover,
  bookingId: number,
  slotId: number,
  practitioner?: number,
) {
  const staff = "staff" in mover ? mover.staff : null;
  const now = deps.clock.now();
  const result = await immediate(
    deps,
    async (tx): Promise<Refusal | { ok: true; booking: BookingHistoryItem; from: Date }> => {
      const row = await tx.db
        .selectFrom("bookings")
        .innerJoin("slots", "slots.id", "bookings.slotId")
        .selectAll("bookings")
        .select(["slots.id as fromId", "slots.startsAt as fromStartsAt", "slots.endsAt as fromEndsAt"])
        .where("bookings.id", "=", bookingId)
        .$if(!staff, (q) => q.where("bookings.userId", "=", "userId" in mover ? mover.userId : 0))
        .executeTakeFirst();
      if (!row) return refuse("detail", bookingMessages.bookingNotFound, 404);
      if (staff && row.userId === staff.id) return refuse("detail", bookingActionMessages.ownMove, 403);
      const { fromId, fromStartsAt, fromEndsAt, ...booking } = row;
      const from = { id: fromId, startsAt: fromStartsAt, endsAt: fromEndsAt };
      if (bookingState(booking, from, now) !== "upcoming" || !booking.confirmedAt)
        return refuse("detail", bookingMessages.notMovable);
      const cutoffHours = await cancelCutoffHours(tx.db);
      if (!staff && !beforeCutoff(from.startsAt, now, cutoffHours))
        return refuse("detail", bookingMessages.cannotMove(cutoffHours));
      const to = await tx.db.selectFrom("slots").selectAll().where("id", "=", slotId).executeTakeFirst();
      if (!to) return refuse("slot", bookingMessages.slotNotFound);
      if (to.id === from.id) return refuse("slot", bookingMessages.sameSlot);
      // The desk books a walk-in into a session under way, but a move is told to the client by
      // mail: it goes to a session still to come.
      if (staff && to.startsAt <= now) return refuse("slot", deskBookingMessages.moveStarted);
      const service = await activeService(tx.db, booking.serviceId);
      if (!service) return refuse("detail", bookingMessages.serviceNotFound);
      // The practitioner asked for, else the one the client chose before, if free then.
      const kept = practitioner === undefined ? (booking.chosenPractitionerId ?? undefined) : undefined;
      const wanted = practitioner ?? kept;
      const ask = {
        persons: booking.numberPerson,
        privateOption: booking.privateOption,
        // The desk may move a client into the next session, inside the clients' lead time.
        byDesk: staff !== null,
        except: booking.id,
      };
      let decision = await decideBooking(tx.db, service, to, { ...ask, practitioner: wanted }, now);
      // The desk's pick is not the client's: their own choice stands only if still among them.
      let chosen = staff ? (booking.chosenPractitionerId ?? null) : (wanted ?? null);
      if (!decision.ok && kept !== undefined && decision.field === "practitioner") {
        decision = await decideBooking(tx.db, service, to, ask, now);
        chosen = null;
      }
      if (!decision.ok) return refuse(decision.field, decision.message);
      // Only if it is still this member's live booking on the old slot: one row changed, or nothing.
      const moved = await tx.db
        .updateTable("bookings")
        .set({ slotId: to.id })
        .where("id", "=", booking.id)
        .where("slotId", "=", from.id)
        .where("cancelledAt", "is", null)
        .where("confirmedAt", "is not", null)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return refuse("detail", bookingMessages.notMovable);
      const stands = chosen !== null && decision.choice?.practitionerIds.includes(chosen);
      await saveChoice(tx.db, booking.id, decision.choice, stands ? chosen : null);
      const serviceName = service.name;
      if (staff)
        await writeAudit(tx, {
          staffId: staff.id,
          action: "booking.moved",
          bookingId: booking.id,
          clientId: booking.userId,
          summary: `Réservation n° ${booking.id} (${serviceName}) déplacée : ${from.startsAt.toISOString().slice(0, 16).replace("T", " ")} → ${to.date} ${to.startTime.slice(0, 5)}.`,
          data: {
            from_slot: from.id,
            to_slot: to.id,
            practitioners: decision.choice?.practitionerIds ?? [],
          },
        });
      const item = historyItem(
        // Only a booking that stands may move: nothing of it was given back.
        {
          booking,
          slot: to,
          serviceName,
          refunded: 0,
          practitioner: await practitionerNameOf(tx.db, booking.id),
        },
        now,
        cutoffHours,
      );
      return { ok: true, booking: item, from: from.startsAt };
    },
  );
  // After the outermost commit (an idempotent request runs inside one): a mail never announces a rollback.
  // The transaction is over by then: the mail is read and queued on the database itself, as
  // background work (`backgroundSettled` waits for it).
  if (result.ok)
    afterCommit(deps, () =>
      inBackground(deps, async () => {
        await mailBookingMoved({ ...deps, db: deps.database.db }, bookingId, result.from);
      }),
    );
  return result;
}
