import { bookingMessages } from "../../src/contract/booking";
import { deskBookingMessages } from "../../src/contract/staff/desk-booking";
import { scheduleMessages } from "../../src/contract/staff/schedule";
import type { Db, Row } from "../db/tables";
import { availability } from "./capacity";
import { fitPeople } from "./people/assign";
import type { Chosen, Misfit } from "./people/fit";
import { bookingLeadHours } from "./settings";

type Service = Row<"services">;
type Slot = Row<"slots">;
const HOUR = 3_600_000;

/**
 * `byDesk`: the desk books for a client, who is not held to the clients' lead time (a walk-in
 * takes the next session, even one under way); a session already over is refused all the same.
 */
export type BookingAsk = {
  persons: number;
  privateOption: boolean;
  byDesk?: boolean;
  /** The practitioner asked for (the client's or the desk's choice); absent: any. */
  practitioner?: number | undefined;
  /** The booking being moved: its own session never blocks it. */
  except?: number | undefined;
};
type Places = { remaining: number; canHavePrivate: boolean };
export type Bookability = (
  | { ok: true; choice: Chosen | null }
  | { ok: false; field: string; message: string }
) &
  Places;

const misfits: Record<Misfit, { field: string; message: string }> = {
  noPractitioner: { field: "non_field_errors", message: bookingMessages.noPractitioner },
  chosenUnavailable: { field: "practitioner", message: bookingMessages.chosenUnavailable },
  unknownPractitioner: { field: "practitioner", message: bookingMessages.practitionerNotFound },
  noRoom: { field: "non_field_errors", message: bookingMessages.noRoom },
};

/**
 * Whether `ask` can be booked on this slot now: the one place that decides, for the availability
 * check the app asks first and for the booking itself (run there inside its transaction).
 */
export async function decideBooking(
  db: Db,
  service: Service,
  slot: Slot,
  ask: BookingAsk,
  now: Date,
): Promise<Bookability> {
  const free = await availability(db, slot, service, now);
  const counted = { remaining: free.remaining, canHavePrivate: free.canHavePrivate };
  const no = (field: string, message: string, places = counted): Bookability => ({
    ok: false,
    field,
    message,
    ...places,
  });
  if (slot.serviceId !== service.id) return no("slot", bookingMessages.slotNotForService);
  // Out of the schedule since (a closure, hours changed): kept only for the bookings already on it.
  if (slot.withdrawn) return no("slot", scheduleMessages.slotWithdrawn);
  if (ask.byDesk) {
    if (slot.endsAt <= now) return no("slot", deskBookingMessages.sessionOver);
  } else {
    const leadHours = await bookingLeadHours(db);
    if (slot.startsAt.getTime() - now.getTime() < leadHours * HOUR)
      return no("non_field_errors", bookingMessages.tooLate(leadHours));
  }
  if (ask.persons > service.nbPersonMaxPerBooking)
    return no("number_person", bookingMessages.personsMax(service.nbPersonMaxPerBooking));
  if (ask.privateOption) {
    if (!service.canHavePrivateOption || !slot.allowsPrivate)
      return no("private_option", bookingMessages.privateUnavailable);
    if (free.bookingCount > 0) return no("non_field_errors", bookingMessages.privateTaken);
  }
  if (ask.persons > free.remaining) return no("non_field_errors", bookingMessages.capacity);
  // Last, as the dearest: the people and room one more booking takes; no one free, no place shown.
  const people = await fitPeople(
    db,
    service,
    slot,
    { persons: ask.persons, chosen: ask.practitioner, except: ask.except },
    now,
  );
  const remaining = people.remaining(free.remaining);
  const places = { remaining, canHavePrivate: free.canHavePrivate && remaining > 0 };
  if (!people.ok) return no(misfits[people.misfit].field, misfits[people.misfit].message, places);
  return { ok: true, choice: people.choice, ...places };
}
