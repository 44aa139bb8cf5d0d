import { bookingMessages } from "../../src/contract/booking";
import { beforeCutoff } from "../../src/lib/cancel-rule";
import type { Row } from "../db/tables";

type BookingRow = Row<"bookings">;
/** What of a slot a booking's state and its history row read. */
export type BookedSlot = Pick<Row<"slots">, "date" | "startTime" | "endTime" | "startsAt" | "endsAt">;

export function bookingState(
  booking: Pick<BookingRow, "cancelledAt">,
  slot: Pick<BookedSlot, "startsAt" | "endsAt">,
  now: Date,
) {
  if (booking.cancelledAt) return "cancelled" as const;
  if (now < slot.startsAt) return "upcoming" as const;
  if (now < slot.endsAt) return "ongoing" as const;
  return "past" as const;
}

/** A booking still waiting for its payment inside its hold: nothing confirmed, nothing paid. */
export const isHeld = (
  booking: Pick<BookingRow, "cancelledAt" | "confirmedAt" | "paymentStatus" | "holdUntil">,
  now: Date,
) =>
  booking.cancelledAt === null &&
  booking.confirmedAt === null &&
  booking.paymentStatus === "pending" &&
  booking.holdUntil > now;

/**
 * Empty when the member may cancel; otherwise why not (the spec reads a non-empty text as 'no').
 * A booking still held for its payment may be let go until its session, whatever the cut-off:
 * nothing was confirmed or paid, it only frees its places.
 */
export function cancelationDelay(
  booking: Pick<BookingRow, "cancelledAt" | "confirmedAt" | "paymentStatus" | "holdUntil">,
  slot: Pick<BookedSlot, "startsAt" | "endsAt">,
  now: Date,
  cutoffHours: number,
): string {
  if (bookingState(booking, slot, now) !== "upcoming") return bookingMessages.notUpcoming;
  if (isHeld(booking, now)) return "";
  return beforeCutoff(slot.startsAt, now, cutoffHours) ? "" : bookingMessages.cannotCancel(cutoffHours);
}
