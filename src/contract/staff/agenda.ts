import * as v from "valibot";
import { paymentStatusSchema } from "../booking";
import { methodCodeSchema } from "../payments";
import {
  clientRefSchema,
  dayString,
  deskMethodSchema,
  reasonSchema,
  referenceSchema,
  staffMessages,
} from "./common";

/** `GET staff/agenda/?date=`: without a date (or with a wrong one), today. */
export const agendaQuerySchema = v.object({
  date: v.fallback(v.optional(dayString), undefined),
});

export const attendanceSchema = v.picklist(["present", "absent"]);
export type Attendance = v.InferOutput<typeof attendanceSchema>;

/**
 * A booking as the desk reads it. `status`: `held` waits for an online payment within its 15-minute
 * hold; `confirmed` holds its places (paid, or to pay at the venue); `cancelled` does not.
 * `payment_method` is the client's choice (PAY01 at the venue, PAY02 credits, PAY03 Wave, PAY04
 * Orange Money); `venue_payment` says how the desk was paid, once it was.
 */
export const staffBookingSchema = v.object({
  booking_id: v.number(),
  service_id: v.number(),
  service_name: v.string(),
  slot_id: v.number(),
  date: v.string(),
  start_time: v.string(),
  end_time: v.string(),
  client: clientRefSchema,
  number_person: v.number(),
  private_option: v.boolean(),
  /** XOF, as charged. */
  price: v.number(),
  credit_price: v.number(),
  status: v.picklist(["held", "confirmed", "cancelled"]),
  payment_status: paymentStatusSchema,
  payment_method: v.nullable(methodCodeSchema),
  venue_payment: v.nullable(
    v.object({
      method: deskMethodSchema,
      /** XOF received: the booking's price. */
      amount: v.number(),
      reference: v.nullable(v.string()),
      paid_at: v.string(),
      staff_name: v.string(),
    }),
  ),
  attendance: v.nullable(attendanceSchema),
  attendance_at: v.nullable(v.string()),
  attendance_by: v.nullable(v.string()),
  cancelled_at: v.nullable(v.string()),
  cancel_reason: v.nullable(v.string()),
  /** The staff member who cancelled; null when the client did (or not cancelled). */
  cancelled_by: v.nullable(v.string()),
  /** Credits its cancellation gave back. */
  refunded_credits: v.number(),
  /**
   * The staff's notes on the client (allergies, injuries…), newest first: filled by the agenda,
   * empty elsewhere and from an older instance.
   */
  /**
   * The late-cancel or no-show charge standing on it, in credits taken (0: the client held none);
   * null when none stands. Absent from an older server.
   */
  penalty_credits: v.optional(v.nullable(v.number()), null),
  client_notes: v.optional(v.array(v.object({ id: v.number(), text: v.string() })), []),
});
export type StaffBooking = v.InferOutput<typeof staffBookingSchema>;

export const agendaSlotSchema = v.object({
  slot_id: v.number(),
  start_time: v.string(),
  end_time: v.string(),
  capacity: v.number(),
  /** Persons of the bookings that hold places (held or confirmed). */
  persons_booked: v.number(),
  /** A private booking takes the whole slot. */
  is_private: v.boolean(),
  /** Held, confirmed and cancelled ones, in booking order. */
  bookings: v.array(staffBookingSchema),
  /** Out of the schedule since it was booked (a closure, new hours, a new length): to move or cancel. */
  withdrawn: v.optional(v.boolean(), false),
  /** The attendance marks the desk may set now: « present » from its day, « absent » once begun. */
  marks: v.array(attendanceSchema),
  /** Not begun yet: its confirmed bookings may still be moved to another slot. */
  movable: v.boolean(),
});
export type AgendaSlot = v.InferOutput<typeof agendaSlotSchema>;

export const agendaSchema = v.object({
  date: v.string(),
  previous_date: v.string(),
  next_date: v.string(),
  /** The centre's today, for the date picker. */
  today: v.string(),
  /** When this answer was made (the app polls it). */
  generated_at: v.string(),
  /** The centre is closed that day: the closure's label (« Tabaski »), its first and last day. */
  closure: v.nullable(v.object({ label: v.string(), from_date: v.string(), to_date: v.string() })),
  /**
   * The day's bookings and persons (cancelled ones left out), the XOF still to take from those not
   * paid, and apart, what the unpaid ones marked absent owe: not money expected today.
   */
  totals: v.object({
    bookings: v.number(),
    persons: v.number(),
    to_collect: v.number(),
    no_shows_unpaid: v.object({ count: v.number(), amount: v.number() }),
  }),
  services: v.array(
    v.object({
      service_id: v.number(),
      service_name: v.string(),
      duration: v.number(),
      slots: v.array(agendaSlotSchema),
    }),
  ),
});
export type Agenda = v.InferOutput<typeof agendaSchema>;

/** Present or absent (a no-show); `null` takes a mark back. */
export const attendanceRequestSchema = v.object({
  attendance: v.nullable(v.picklist(["present", "absent"], staffMessages.attendance)),
});
export type AttendanceRequest = v.InferInput<typeof attendanceRequestSchema>;

/** Paid at the venue: the amount is the booking's price, never typed. */
export const payAtVenueRequestSchema = v.object({
  method: deskMethodSchema,
  reference: referenceSchema,
});
export type PayAtVenueRequest = v.InferInput<typeof payAtVenueRequestSchema>;

/** Cancelled for the client, at any time, with or without its payment back in credits. */
export const staffCancelRequestSchema = v.object({
  refund: v.boolean(),
  reason: reasonSchema,
});
export type StaffCancelRequest = v.InferInput<typeof staffCancelRequestSchema>;

/** What an action on a booking answers: the booking as it now stands. */
export const bookingActionResponseSchema = v.object({
  detail: v.string(),
  booking: staffBookingSchema,
  /** A cancellation: the credits it gave back. */
  refunded_credits: v.optional(v.number(), 0),
});
export type BookingActionResponse = v.InferOutput<typeof bookingActionResponseSchema>;
