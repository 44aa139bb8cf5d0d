import * as v from "valibot";
import { paymentStatusSchema } from "../booking";
import { queryInt } from "../common";
import { methodCodeSchema } from "../payments";
import { dayString, deskMethodSchema } from "./common";

/** `GET staff/week/?from=&by=&practitioner=&room=&service=`: 7 days from `from` (today without one). */
export const weekQuerySchema = v.object({
  from: v.fallback(v.optional(dayString), undefined),
  by: v.optional(v.fallback(v.picklist(["practitioner", "room"]), "practitioner"), "practitioner"),
  /** Only the sessions of one practitioner, one room, one service (0 or a wrong value: all). */
  practitioner: queryInt(0, 0, 2_147_483_647),
  room: queryInt(0, 0, 2_147_483_647),
  service: queryInt(0, 0, 2_147_483_647),
});
export type WeekQuery = v.InferOutput<typeof weekQuerySchema>;
export type WeekBy = WeekQuery["by"];

export const weekMessages = {
  withoutPractitioner: "Sans praticien",
  withoutRoom: "Sans salle",
  noPractitioner: "Votre compte n'est lié à aucun praticien : demandez à un administrateur de le faire.",
  notYours: "Cette réservation n'est pas l'une de vos séances.",
};

/** A range of a day in minutes since midnight, on the centre's clock. */
const rangeSchema = v.tuple([v.number(), v.number()]);
export type MinuteSpan = v.InferOutput<typeof rangeSchema>;

/**
 * A block's state at a glance: `held` waits for its online payment; `present`/`absent` once
 * marked; otherwise by the clock: `upcoming`, `ongoing` (begun, not ended), `done`.
 */
export const blockStateSchema = v.picklist(["held", "upcoming", "ongoing", "done", "present", "absent"]);
export type BlockState = v.InferOutput<typeof blockStateSchema>;

export const weekColumnSchema = v.object({
  /** A practitioner's or a room's id; null: the bookings with none (« Sans praticien »). */
  id: v.nullable(v.number()),
  name: v.string(),
  /** Each of the 7 days: when they work (within the centre's hours) and their absences that day. */
  days: v.array(
    v.object({
      working: v.array(rangeSchema),
      absences: v.array(v.object({ from: v.number(), to: v.number(), label: v.string() })),
    }),
  ),
});
export type WeekColumn = v.InferOutput<typeof weekColumnSchema>;

export const weekBlockSchema = v.object({
  /** `b<booking id>` for a booking, `s<slot id>` for a class shown once. */
  key: v.string(),
  kind: v.picklist(["booking", "class"]),
  /** Who its service takes: one practitioner per session, per booking, or per person (a duo: two). */
  staffing: v.picklist(["session", "booking", "person"]),
  /** The booking (a class: its first one). */
  booking_id: v.number(),
  /** A class: each of its bookings (a booking: its own). */
  booking_ids: v.array(v.number()),
  slot_id: v.number(),
  service_id: v.number(),
  service_name: v.string(),
  date: v.string(),
  start_time: v.string(),
  end_time: v.string(),
  /** The client (a class: null, see `clients`). */
  client: v.nullable(v.object({ id: v.number(), name: v.string() })),
  persons: v.number(),
  /** Bookings in it: 1, or a class's count. */
  clients: v.number(),
  capacity: v.number(),
  state: blockStateSchema,
  payment_status: paymentStatusSchema,
  /** The client's choice of method, and how the desk was paid once it was. */
  payment_method: v.nullable(methodCodeSchema),
  venue_method: v.nullable(deskMethodSchema),
  /** A class: how many of its bookings are paid. */
  paid: v.number(),
  practitioner_ids: v.array(v.number()),
  room_id: v.nullable(v.number()),
});
export type WeekBlock = v.InferOutput<typeof weekBlockSchema>;

export const weekSchema = v.object({
  from: v.string(),
  previous_from: v.string(),
  next_from: v.string(),
  today: v.string(),
  by: v.picklist(["practitioner", "room"]),
  days: v.array(
    v.object({
      date: v.string(),
      /** The centre's hours that day; none when closed (`closure`: its label). */
      hours: v.array(rangeSchema),
      closure: v.nullable(v.string()),
    }),
  ),
  /** The rows of the grid: the earliest opening and latest closing of the week, in minutes. */
  day_start: v.number(),
  day_end: v.number(),
  columns: v.array(weekColumnSchema),
  blocks: v.array(weekBlockSchema),
  /** Every active practitioner, room and service, for the filters (whatever the filter shows). */
  practitioners: v.array(v.object({ id: v.number(), name: v.string() })),
  rooms: v.array(v.object({ id: v.number(), name: v.string() })),
  services: v.array(v.object({ id: v.number(), name: v.string() })),
  /** A practitioner signed in: their own practitioner's id (the week shows only them). */
  own_practitioner: v.nullable(v.number()),
});
export type Week = v.InferOutput<typeof weekSchema>;
