import * as v from "valibot";
import { isDay } from "../lib/calendar-day";
import { counted } from "../lib/plural";
import { pagedSchema, queryInt } from "./common";
import { dateMessages } from "./date-messages";

export const bookingMessages = {
  serviceIdRequired: "Le service_id est obligatoire",
  /** A slot has a free place but not the people or room it needs. */
  noPractitioner: "Aucun praticien n'est disponible sur ce créneau.",
  chosenUnavailable: "Ce praticien n'est pas disponible sur ce créneau.",
  practitionerNotFound: "Praticien introuvable pour ce service.",
  noRoom: "Aucune salle n'est libre sur ce créneau.",
  serviceNotFound: "Service introuvable.",
  slotNotFound: "Créneau introuvable.",
  slotNotForService: "Ce créneau n'appartient pas à ce service.",
  /** The lead time is the centre's setting (3 hours unless changed): the message says the real one. */
  tooLate: (hours: number) =>
    `La réservation doit être effectuée au moins ${counted(hours, "heure")} avant le début du créneau.`,
  capacity:
    "Capacité maximale du créneau atteinte. Veuillez choisir un autre créneau ou réduire le nombre de places.",
  // The cap is the centre's setting (3 unless changed, 0 to 20).
  tooManyUnpaid: (max: number) =>
    max === 0
      ? "Le centre n'accepte pas de réservation non payée pour le moment."
      : max === 1
        ? "Vous avez déjà une réservation non payée. Réglez-la ou annulez-la avant d'en créer une nouvelle."
        : `Vous avez déjà ${max} réservations non payées. Réglez-en une ou annulez-la avant d'en créer une nouvelle.`,
  privateTaken: "L'option privée a été désactivée pour ce créneau car il existe déjà des réservations.",
  privateUnavailable: "L'option privée n'est pas disponible pour ce créneau.",
  personsMin: "Le nombre de personnes doit être d'au moins 1.",
  personsMax: (max: number) => `Le nombre de personnes dépasse le maximum autorisé pour ce service (${max}).`,
  priceMismatch: (expected: string) => `Le prix ne correspond pas au tarif en vigueur (${expected}).`,
  created: "Réservation créée avec succès.",
  ...dateMessages,
  rangeTooLong: "La période demandée ne peut pas dépasser 62 jours.",
  bookingNotFound: "Réservation introuvable.",
  cancelled: "Réservation annulée avec succès",
  cannotCancel: (hours: number) =>
    `Impossible d'annuler une réservation qui commence dans moins de ${hours} heures.`,
  notUpcoming: "Seule une réservation à venir peut être annulée.",
  moved: "Réservation déplacée avec succès.",
  sameSlot: "Votre réservation est déjà sur ce créneau.",
  notMovable: "Seule une réservation à venir et confirmée peut être déplacée.",
  cannotMove: (hours: number) =>
    `Impossible de déplacer une réservation qui commence dans moins de ${hours} heures.`,
  integer: "Un nombre entier est attendu.",
  boolean: "Une valeur vraie ou fausse est attendue.",
  number: "Un nombre est attendu.",
} as const;

// A real calendar day (not 2026-02-30), checked as the search parameters' days are.
const isoDate = v.pipe(
  v.string(bookingMessages.datesRequired),
  v.check((day: string) => isDay(day), bookingMessages.datesRequired),
);
const positiveId = v.pipe(
  v.number(bookingMessages.integer),
  v.integer(bookingMessages.integer),
  v.minValue(1, bookingMessages.integer),
  // No row has a larger id (an `integer` column on PostgreSQL): refused as invalid, not a 500.
  v.maxValue(2_147_483_647, bookingMessages.integer),
);

export const slotSchema = v.object({
  id: v.number(),
  service: v.number(),
  date: v.string(),
  start_time: v.string(),
  end_time: v.string(),
  pct_discount: v.number(),
  can_have_private_option: v.boolean(),
  capacity: v.number(),
  remaining_capacity: v.number(),
  available: v.boolean(),
});
export type Slot = v.InferOutput<typeof slotSchema>;
export const slotPageSchema = pagedSchema(slotSchema);
export const slotsByDateSchema = v.record(v.string(), v.array(slotSchema));

export const slotListQuerySchema = v.object({
  page: queryInt(1, 1, 100_000),
  page_size: queryInt(50, 1, 100),
  service_id: v.optional(v.string()),
  date: v.optional(v.string()),
});

export const slotsByDatesRequestSchema = v.object({
  service_id: positiveId,
  /** The client's choice of practitioner; absent: « Sans préférence ». */
  practitioner: v.optional(positiveId),
  dates: v.pipe(v.tuple([isoDate, isoDate], bookingMessages.datesRequired)),
});

export const availabilitySchema = v.object({
  available: v.boolean(),
  remaining_capacity: v.number(),
  can_have_private_option: v.boolean(),
  /** Why not, in French, when `available` is false. */
  reason: v.optional(v.string()),
});
export type Availability = v.InferOutput<typeof availabilitySchema>;

export const createBookingRequestSchema = v.object({
  service: positiveId,
  slot: positiveId,
  /** The client's choice of practitioner; absent: « Sans préférence » (the centre assigns one). */
  practitioner: v.optional(positiveId),
  price: v.pipe(v.number(bookingMessages.number), v.minValue(0, bookingMessages.number)),
  credit_price: v.pipe(v.number(bookingMessages.number), v.minValue(0, bookingMessages.number)),
  private_option: v.optional(v.boolean(bookingMessages.boolean), false),
  number_person: v.pipe(
    v.number(bookingMessages.integer),
    v.integer(bookingMessages.integer),
    v.minValue(1, bookingMessages.personsMin),
  ),
});
export type CreateBookingRequest = v.InferInput<typeof createBookingRequestSchema>;
export const createBookingResponseSchema = v.object({
  booking_id: v.number(),
  message: v.string(),
  /** Who takes the session (first names), when the service has practitioners. */
  practitioner: v.optional(v.nullable(v.string()), null),
});
export type CreateBookingResponse = v.InferOutput<typeof createBookingResponseSchema>;

export const bookingStateSchema = v.picklist(["upcoming", "ongoing", "past", "cancelled"]);
export const paymentStatusSchema = v.picklist(["pending", "paid", "failed"]);

export const bookingHistoryItemSchema = v.object({
  booking_id: v.number(),
  service_id: v.number(),
  service_name: v.string(),
  booking_state: bookingStateSchema,
  payment_status: paymentStatusSchema,
  payment_method: v.nullable(v.string()),
  reserved_for: v.string(),
  reserved_at: v.string(),
  start_time: v.string(),
  end_time: v.string(),
  number_person: v.number(),
  private_option: v.boolean(),
  price: v.number(),
  credit_price: v.number(),
  cancelation_delay: v.string(),
  /**
   * What cancelling gives back now, in credits: the credits spent, or for a booking paid by Wave or
   * Orange Money what its XOF price was worth (valid 365 days); 0 when nothing is paid. Absent
   * from lists kept by an older version.
   */
  refund_credits: v.optional(v.number(), 0),
  /** What its cancellation gave back, in credits (a cancelled booking that was paid). */
  refunded_credits: v.optional(v.number(), 0),
  /** What cancelling would give back, in credits, once paid by Wave or Orange Money. */
  money_refund_credits: v.optional(v.number(), 0),
  /**
   * What cancelling inside the cut-off costs, in credits (0: free); null when the centre refuses
   * late cancels. Absent from an older server: refused.
   */
  late_cancel_credits: v.optional(v.nullable(v.number()), null),
  /** Marked at the centre: came (`present`) or did not (`absent`); absent or null until then. */
  attendance: v.optional(v.nullable(v.picklist(["present", "absent"]))),
  /** Who takes the session, first names only (« Awa et Binta » for a duo); null or absent: not set. */
  practitioner: v.optional(v.nullable(v.string()), null),
  /**
   * Until when a booking still waiting for its payment keeps its places (ISO); null once it is
   * confirmed, paid, failed or cancelled. Absent from lists kept by an older version.
   */
  hold_until: v.optional(v.nullable(v.string()), null),
});
export type BookingHistoryItem = v.InferOutput<typeof bookingHistoryItemSchema>;
export const bookingHistoryPageSchema = pagedSchema(bookingHistoryItemSchema);
/** `GET booking/booking/validated`: the spec fetches 100 at a time and pages on the client. */
export const bookingHistoryQuerySchema = v.object({
  page: queryInt(1, 1, 100_000),
  page_size: queryInt(100, 1, 100),
});

/** `POST booking/booking/{id}/cancel/`: what was given back, as credits. */
export const cancelBookingResponseSchema = v.object({
  detail: v.string(),
  refunded_credits: v.number(),
  /** The late-cancel fee taken, in credits (0: none); absent from an older server. */
  penalty_credits: v.optional(v.number(), 0),
});
export type CancelBookingResponse = v.InferOutput<typeof cancelBookingResponseSchema>;

/** `POST booking/booking/{id}/reschedule/`: another slot of the same service, same persons. */
/** `practitioner`: the desk moves it to someone else too (a client's move keeps their choice when free). */
export const moveBookingRequestSchema = v.object({ slot: positiveId, practitioner: v.optional(positiveId) });
export type MoveBookingRequest = v.InferInput<typeof moveBookingRequestSchema>;
/** The booking as it now stands: it keeps its price and its payment, whatever the new slot's discount. */
export const moveBookingResponseSchema = v.object({ detail: v.string(), booking: bookingHistoryItemSchema });
export type MoveBookingResponse = v.InferOutput<typeof moveBookingResponseSchema>;
