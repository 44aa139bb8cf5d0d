import * as v from "valibot";
import { positiveIdSchema } from "./common";

/** Who and where a booking takes place, as the desk changes it (`POST staff/bookings/{id}/assign/`). */

export const assignmentMessages = {
  practitionersRequired: "Choisissez au moins un praticien.",
  notQualified: (name: string) => `${name} n'assure pas ce service.`,
  busy: (name: string) => `${name} a déjà une séance à cette heure.`,
  absent: (name: string) => `${name} est absent·e à cette heure.`,
  offHours: (name: string) => `${name} ne travaille pas à cette heure.`,
  howMany: (count: number) =>
    count === 1 ? "Ce service se fait avec un seul praticien." : `Ce service demande ${count} praticiens.`,
  roomNotForService: (room: string) => `${room} n'accueille pas ce service.`,
  roomFull: (room: string) => `${room} est occupée à cette heure.`,
  notAssignable: "Cette réservation n'a plus lieu : rien à changer.",
  done: "Réservation réattribuée.",
};

/** Every practitioner the session takes (one, or one per person for a duo), and its room (null: none). */
export const assignRequestSchema = v.object({
  practitioners: v.pipe(
    v.array(positiveIdSchema, assignmentMessages.practitionersRequired),
    v.minLength(1, assignmentMessages.practitionersRequired),
    v.maxLength(20, assignmentMessages.practitionersRequired),
  ),
  room: v.optional(v.nullable(positiveIdSchema)),
});
export type AssignRequest = v.InferInput<typeof assignRequestSchema>;

/** A booking's people and room as the staff API shows them. */
export const assignmentSchema = v.object({
  practitioners: v.array(v.object({ id: v.number(), name: v.string() })),
  room: v.nullable(v.object({ id: v.number(), name: v.string() })),
});
export type Assignment = v.InferOutput<typeof assignmentSchema>;

export const assignResponseSchema = v.object({ detail: v.string(), assignment: assignmentSchema });
