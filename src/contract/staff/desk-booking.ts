import * as v from "valibot";
import { canonicalPhone, isPhoneNumber } from "../../lib/phone";
import { accountMessages, emailSchema } from "../accounts";
import { createBookingRequestSchema } from "../booking";
import { cleanString } from "../common";
import { staffBookingSchema } from "./agenda";
import { clientListItemSchema } from "./clients";
import { dayString, deskMethodSchema, positiveIdSchema, referenceSchema, staffMessages } from "./common";

/**
 * The desk books for a client who calls or walks in, and creates a client who may have only a
 * phone number (paths in `staffPaths`: `createClient`, `deskBooking`, `deskSlots`):
 *
 *   POST staff/clients/            a new client {first_name, last_name, telephone_number, email?}
 *   POST staff/bookings/           a booking for a client {client_id | new_client, service, slot, …}
 *   GET  staff/slots/?service_id=&date=   the day's slots of a service the desk may still book
 */

export const deskBookingMessages = {
  /** What the screen shows when the client has no e-mail: nobody else will tell them. */
  noEmailNotice: "Pas d'e-mail : prévenez le client",
  phone:
    "Numéro de téléphone invalide : 9 chiffres pour le Sénégal (77 123 45 67), ou l'indicatif du pays précédé de + ou 00.",
  phoneTaken: (name: string) => `Ce numéro de téléphone est déjà celui d'un client : ${name}.`,
  emailTaken: (name: string) => `Cette adresse e-mail est déjà celle d'un client : ${name}.`,
  oneClient: "Choisissez un client existant ou saisissez un nouveau client, pas les deux.",
  noClient: "Choisissez un client existant ou saisissez un nouveau client.",
  clientNotFound: "Client introuvable.",
  notAClient: "Ce compte est celui d'un membre de l'équipe : réservez depuis son propre compte.",
  ownBooking: "Personne ne réserve pour soi depuis l'espace équipe : demandez à un collègue.",
  sessionOver: "Cette séance est terminée : choisissez un créneau à venir.",
  /** A move takes the client to a session still to come: one under way would start without them. */
  moveStarted: "Cette séance a déjà commencé : choisissez un créneau à venir.",
  payment: "Choisissez le paiement : crédits, espèces, carte, Orange Money, Wave ou à régler sur place.",
  clientCreated: (name: string) => `Client ${name} créé.`,
  booked: (notified: boolean) =>
    notified
      ? "Réservation enregistrée ; le client reçoit sa confirmation (par e-mail, SMS ou WhatsApp, comme il l'a choisi)."
      : "Réservation enregistrée. Pas d'e-mail : prévenez le client.",
} as const;

const personName = () =>
  v.pipe(
    cleanString(staffMessages.required),
    v.trim(),
    v.nonEmpty(staffMessages.required),
    v.maxLength(100, staffMessages.tooLong),
  );

/**
 * A client created at the desk: names and phone required, e-mail optional (`""` or absent: none).
 * The phone is answered and kept in its canonical form (`+221771234567`).
 */
export const newClientSchema = v.object({
  first_name: personName(),
  last_name: personName(),
  telephone_number: v.pipe(
    cleanString(deskBookingMessages.phone),
    v.trim(),
    v.nonEmpty(staffMessages.required),
    v.check((text) => isPhoneNumber(text) && canonicalPhone(text) !== null, deskBookingMessages.phone),
    v.transform((text) => canonicalPhone(text) ?? text),
  ),
  email: v.optional(
    v.pipe(
      v.nullable(v.pipe(cleanString(accountMessages.email), v.trim(), v.toLowerCase())),
      v.transform((text) => text || null),
      v.check((text) => text === null || v.is(emailSchema, text), accountMessages.email),
    ),
    null,
  ),
});
export type NewClientRequest = v.InferInput<typeof newClientSchema>;

/** `POST staff/clients/`: 201 `{detail, client}`. */
export const createClientResponseSchema = v.object({
  detail: v.string(),
  client: clientListItemSchema,
});
export type CreateClientResponse = v.InferOutput<typeof createClientResponseSchema>;

/**
 * A second client with the same phone or e-mail is refused (409): the field's message names the
 * client who has it, and `existing_client_id` is theirs (the screen links to `/admin/clients/<id>`).
 * In a booking's body the field is `new_client.telephone_number` or `new_client.email`.
 */
export const duplicateClientSchema = v.object({
  existing_client_id: v.number(),
});
export type DuplicateClient = v.InferOutput<typeof duplicateClientSchema>;

/** How a desk booking is paid: now (credits, or money taken at the desk), or at the session. */
export const deskPaymentSchema = v.picklist(
  ["credits", "cash", "card", "orange_money", "wave", "at_venue"],
  deskBookingMessages.payment,
);
export type DeskPayment = v.InferOutput<typeof deskPaymentSchema>;
/** The money ones are the desk's own methods (`deskMethodSchema`), counted in the takings. */
export const isDeskMoney = (payment: DeskPayment): payment is v.InferOutput<typeof deskMethodSchema> =>
  v.is(deskMethodSchema, payment);

export const deskPaymentLabels: Record<DeskPayment, string> = {
  credits: "Crédits",
  cash: "Espèces",
  card: "Carte",
  orange_money: "Orange Money",
  wave: "Wave",
  at_venue: "À régler sur place",
};

const bookingFields = createBookingRequestSchema.entries;

/**
 * `POST staff/bookings/` (`Idempotency-Key` honoured): exactly one of `client_id` and
 * `new_client`. `price` and `credit_price`, when sent, are the figures the screen showed: a
 * booking whose price changed meanwhile is refused as the app's is.
 */
export const deskBookingRequestSchema = v.pipe(
  v.object({
    client_id: v.optional(positiveIdSchema),
    new_client: v.optional(newClientSchema),
    service: bookingFields.service,
    slot: bookingFields.slot,
    /** The client's or the desk's choice; absent: the centre assigns one. */
    practitioner: v.optional(positiveIdSchema),
    number_person: bookingFields.number_person,
    private_option: bookingFields.private_option,
    price: v.optional(bookingFields.price),
    credit_price: v.optional(bookingFields.credit_price),
    payment: deskPaymentSchema,
    reference: referenceSchema,
  }),
  v.check(
    (input) => input.client_id === undefined || input.new_client === undefined,
    deskBookingMessages.oneClient,
  ),
  v.check(
    (input) => input.client_id !== undefined || input.new_client !== undefined,
    deskBookingMessages.noClient,
  ),
);
export type DeskBookingRequest = v.InferInput<typeof deskBookingRequestSchema>;

/**
 * 201: the booking as the agenda shows it; `notified`: whether the client gets the confirmation
 * by e-mail, SMS or WhatsApp (false: none can reach them, show `deskBookingMessages.noEmailNotice`);
 * `client_created`: a new
 * client was made with it.
 */
export const deskBookingResponseSchema = v.object({
  detail: v.string(),
  booking: staffBookingSchema,
  notified: v.boolean(),
  client_created: v.boolean(),
});
export type DeskBookingResponse = v.InferOutput<typeof deskBookingResponseSchema>;

/** An id in a query string. */
const queryId = v.pipe(
  v.string(staffMessages.integer),
  v.regex(/^[1-9]\d{0,9}$/, staffMessages.integer),
  v.transform(Number),
  positiveIdSchema,
);

/** `GET staff/slots/?service_id=&date=&practitioner=` (today by default; anyone by default). */
export const deskSlotsQuerySchema = v.object({
  service_id: queryId,
  date: v.optional(dayString),
  /** The practitioner the desk chose: the slots they can take. */
  practitioner: v.optional(queryId),
});

/** A slot the desk may book: not over (a started one may take a walk-in), with places left. */
export const deskSlotSchema = v.object({
  id: v.number(),
  date: v.string(),
  start_time: v.string(),
  end_time: v.string(),
  capacity: v.number(),
  remaining_capacity: v.number(),
  can_have_private_option: v.boolean(),
  pct_discount: v.number(),
  /** Under way already: the desk may still book it (a walk-in), the app no longer. */
  started: v.boolean(),
});
export type DeskSlot = v.InferOutput<typeof deskSlotSchema>;

export const deskSlotsSchema = v.object({
  service_id: v.number(),
  date: v.string(),
  slots: v.array(deskSlotSchema),
});
export type DeskSlots = v.InferOutput<typeof deskSlotsSchema>;
