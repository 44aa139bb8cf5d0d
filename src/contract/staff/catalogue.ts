import * as v from "valibot";
import { cleanString } from "../common";
import { serviceSchema, serviceTypeSchema } from "../services";

/**
 * The catalogue as admins keep it (admin only; reception and clients get 403):
 *
 *   GET  staff/services/                 every service, active or not
 *   POST staff/services/                 a new service (serviceInputSchema): 201
 *   PUT  staff/services/{id}/            the service as a whole, changed
 *   POST staff/services/{id}/active/     {active: boolean}: withdrawn from sale, or back
 *   POST staff/services/{id}/image/      its picture (multipart, field `image`), re-encoded
 *   GET  staff/packs/                    every pack, active or not
 *   POST staff/packs/                    a new pack (packInputSchema): 201
 *   PUT  staff/packs/{id}/               the pack as a whole, changed
 *   POST staff/packs/{id}/active/        {active: boolean}
 */
export const catalogueStaffPaths = {
  services: "staff/services/",
  service: (id: number) => `staff/services/${id}/`,
  serviceActive: (id: number) => `staff/services/${id}/active/`,
  serviceImage: (id: number) => `staff/services/${id}/image/`,
  packs: "staff/packs/",
  pack: (id: number) => `staff/packs/${id}/`,
  packActive: (id: number) => `staff/packs/${id}/active/`,
} as const;

export const catalogueMessages = {
  nameRequired: "Indiquez un nom.",
  nameTooLong: "Le nom ne peut pas dépasser 100 caractères.",
  type: "Choisissez le type : Essentiel ou Signature.",
  integer: "Un nombre entier est attendu.",
  notNegative: "Le montant ne peut pas être négatif.",
  priceTooHigh: "Montant trop élevé (10 000 000 au plus).",
  duration: "La durée doit être comprise entre 15 et 480 minutes.",
  durationStep: "La durée doit être un multiple de 5 minutes.",
  atLeastOne: "Au moins 1.",
  tooMany: "Valeur trop élevée.",
  personsOverCapacity:
    "Le nombre de personnes par réservation ne peut pas dépasser la capacité d'un créneau.",
  privatePriceRequired: "Indiquez le prix de l'option privative.",
  boolean: "Une valeur vraie ou fausse est attendue.",
  textTooLong: (max: number) => `Ce texte ne peut pas dépasser ${max} caractères.`,
  creditsAtLeastOne: "Un pack donne au moins 1 crédit.",
  validity: "La validité doit être d'au moins 1 jour (3 650 au plus).",
  staffing: "Choisissez qui assure la séance.",
  descriptionEmpty:
    "La description ne garde aucun texte une fois nettoyée : écrivez du texte, pas seulement des balises.",
} as const;
const m = catalogueMessages;

const wholeNumber = (min: number, max: number, below: string, above: string) =>
  v.pipe(v.number(m.integer), v.integer(m.integer), v.minValue(min, below), v.maxValue(max, above));
const amount = wholeNumber(0, 10_000_000, m.notNegative, m.priceTooHigh);
const requiredName = v.pipe(
  cleanString(m.nameRequired),
  v.trim(),
  v.nonEmpty(m.nameRequired),
  v.maxLength(100, m.nameTooLong),
);
const optionalText = (max: number) =>
  v.optional(
    v.pipe(cleanString(m.textTooLong(max), true), v.trim(), v.maxLength(max, m.textTooLong(max))),
    "",
  );

/**
 * Who a session of the service takes: one practitioner for the whole session (a class), one per
 * booking, or one per person (a duo massage).
 */
export const staffingSchema = v.picklist(["session", "booking", "person"], m.staffing);
export type Staffing = v.InferOutput<typeof staffingSchema>;

/**
 * A service as an admin writes it. The private option's prices are needed only when it is offered
 * (stored as 0 otherwise). The description is HTML: the server keeps only its allowed tags.
 */
export const serviceInputSchema = v.pipe(
  v.object({
    name: requiredName,
    type: v.picklist(serviceTypeSchema.options, m.type),
    price: amount,
    credit_price: amount,
    duration: v.pipe(
      wholeNumber(15, 480, m.duration, m.duration),
      v.check((n) => n % 5 === 0, m.durationStep),
    ),
    nb_person_max_per_booking: wholeNumber(1, 100, m.atLeastOne, m.tooMany),
    slot_capacity: wholeNumber(1, 500, m.atLeastOne, m.tooMany),
    can_have_private_option: v.boolean(m.boolean),
    /** Absent: kept as it is (a new service: a class when several bookings share a slot). */
    staffing: v.optional(staffingSchema),
    private_option_price: v.optional(v.nullable(amount), null),
    private_option_credit_price: v.optional(v.nullable(amount), null),
    short_description: optionalText(300),
    short_resume: optionalText(200),
    description: optionalText(20_000),
  }),
  v.forward(
    v.check((s) => s.nb_person_max_per_booking <= s.slot_capacity, m.personsOverCapacity),
    ["nb_person_max_per_booking"],
  ),
  v.forward(
    v.check((s) => !s.can_have_private_option || s.private_option_price !== null, m.privatePriceRequired),
    ["private_option_price"],
  ),
  v.forward(
    v.check(
      (s) => !s.can_have_private_option || s.private_option_credit_price !== null,
      m.privatePriceRequired,
    ),
    ["private_option_credit_price"],
  ),
);
export type ServiceInput = v.InferInput<typeof serviceInputSchema>;
export type ServiceInputData = v.InferOutput<typeof serviceInputSchema>;

/** A service as the admin list shows it: the public fields, its slot capacity and whether it is on sale. */
export const staffServiceSchema = v.object({
  ...serviceSchema.entries,
  slot_capacity: v.number(),
  staffing: staffingSchema,
  is_active: v.boolean(),
});
export type StaffService = v.InferOutput<typeof staffServiceSchema>;
export const staffServiceListSchema = v.array(staffServiceSchema);
export const serviceWriteResponseSchema = v.object({ detail: v.string(), service: staffServiceSchema });
export type ServiceWriteResponse = v.InferOutput<typeof serviceWriteResponseSchema>;

/** `POST …/active/`: withdrawn from sale (`false`) or offered again (`true`). */
export const activeRequestSchema = v.object({ active: v.boolean(m.boolean) });

/** A pack of credits as an admin writes it. */
export const packInputSchema = v.object({
  name: requiredName,
  credit_number: wholeNumber(1, 100_000, m.creditsAtLeastOne, m.tooMany),
  real_price: amount,
  validity_days: wholeNumber(1, 3650, m.validity, m.validity),
});
export type PackInput = v.InferInput<typeof packInputSchema>;
export type PackInputData = v.InferOutput<typeof packInputSchema>;

export const staffPackSchema = v.object({
  id: v.number(),
  name: v.string(),
  credit_number: v.number(),
  real_price: v.number(),
  validity_days: v.number(),
  is_active: v.boolean(),
});
export type StaffPack = v.InferOutput<typeof staffPackSchema>;
export const staffPackListSchema = v.array(staffPackSchema);
export const packWriteResponseSchema = v.object({ detail: v.string(), pack: staffPackSchema });
export type PackWriteResponse = v.InferOutput<typeof packWriteResponseSchema>;
