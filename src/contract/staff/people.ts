import * as v from "valibot";
import { cleanString } from "../common";
import { positiveIdSchema } from "./common";

/**
 * The centre's practitioners and rooms. Reads for any staff member, writes for admins only:
 *
 *   GET    staff/practitioners/                              every practitioner, active or not
 *   POST   staff/practitioners/                              a new one (practitionerRequestSchema): 201
 *   PUT    staff/practitioners/{id}/                         changed as a whole
 *   POST   staff/practitioners/{id}/photo/                   their photo (multipart, field `image`)
 *   POST   staff/practitioners/{id}/absences/                {starts_at, ends_at, label}: 201
 *   DELETE staff/practitioners/{id}/absences/{absenceId}/
 *   GET    staff/rooms/                                      every room, active or not
 *   POST   staff/rooms/                                      a new room (roomRequestSchema): 201
 *   PUT    staff/rooms/{id}/                                 changed as a whole
 *
 * A practitioner's own week is 7 lists of `[startMinute, endMinute]` (index 0 = Sunday), inside the
 * centre's hours; `null`: the centre's hours.
 */
export const peoplePaths = {
  practitioners: "staff/practitioners/",
  practitioner: (id: number) => `staff/practitioners/${id}/`,
  practitionerPhoto: (id: number) => `staff/practitioners/${id}/photo/`,
  absences: (id: number) => `staff/practitioners/${id}/absences/`,
  absence: (id: number, absenceId: number) => `staff/practitioners/${id}/absences/${absenceId}/`,
  rooms: "staff/rooms/",
  room: (id: number) => `staff/rooms/${id}/`,
} as const;

export const peopleMessages = {
  firstNameRequired: "Indiquez un prénom.",
  nameTooLong: "Le nom fait 100 caractères au plus.",
  bioTooLong: "La présentation fait 600 caractères au plus.",
  photoTooLong: "L'adresse de la photo est trop longue.",
  boolean: "Une valeur vraie ou fausse est attendue.",
  serviceList: "Choisissez les services dans la liste.",
  week: "Les horaires sont attendus pour les sept jours de la semaine.",
  minute: "Heure invalide (de 00:00 à 24:00).",
  startBeforeEnd: "L'heure de début doit précéder l'heure de fin.",
  overlap: "Deux plages d'un même jour se chevauchent.",
  tooManyRanges: "Huit plages par jour au plus.",
  outsideCentre: (day: string) => `Le ${day}, ces horaires dépassent ceux du centre.`,
  unknownService: "Un des services choisis n'existe pas.",
  unknownAccount: "Ce compte n'est pas un compte de l'équipe.",
  accountTaken: (name: string) => `Ce compte est déjà celui de ${name}.`,
  practitionerNotFound: "Praticien introuvable.",
  practitionerCreated: (name: string) => `${name} a été ajouté·e à l'équipe des praticiens.`,
  practitionerSaved: "Praticien enregistré.",
  photoSaved: "Photo enregistrée.",
  dateTime: "Date et heure invalides.",
  absenceOrder: "La fin de l'absence doit venir après son début.",
  absenceTooLong: "Une absence dure un an au plus.",
  absenceOver: "Cette absence est déjà passée.",
  labelTooLong: "Le motif fait 80 caractères au plus.",
  absenceAdded: "Absence enregistrée.",
  absenceRemoved: "Absence supprimée.",
  absenceNotFound: "Cette absence n'existe pas (ou plus).",
  roomNameRequired: "Indiquez le nom de la salle.",
  capacity: "Une salle accueille de 1 à 50 séances à la fois.",
  roomNotFound: "Salle introuvable.",
  roomCreated: (name: string) => `Salle « ${name} » ajoutée.`,
  roomSaved: "Salle enregistrée.",
} as const;
const m = peopleMessages;

/** Every weekday's name as the messages say it, index 0 = Sunday. */
export const weekdayNames = [
  "dimanche",
  "lundi",
  "mardi",
  "mercredi",
  "jeudi",
  "vendredi",
  "samedi",
] as const;

const minuteSchema = v.pipe(
  v.number(m.minute),
  v.integer(m.minute),
  v.minValue(0, m.minute),
  v.maxValue(1440, m.minute),
);

/** `[start, end]` in minutes since midnight, start first. */
export const minuteRangeSchema = v.pipe(
  v.tuple([minuteSchema, minuteSchema], m.minute),
  v.check(([start, end]) => start < end, m.startBeforeEnd),
);

const dayRangesSchema = v.pipe(
  v.array(minuteRangeSchema, m.week),
  v.maxLength(8, m.tooManyRanges),
  v.check((ranges) => {
    const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
    return sorted.every((r, i) => i === 0 || r[0] >= (sorted[i - 1]?.[1] ?? 0));
  }, m.overlap),
);

/** Seven days' ranges, Sunday first; a day without ranges is a day off. */
export const weekHoursSchema = v.pipe(v.array(dayRangesSchema, m.week), v.length(7, m.week));
export type WeekHours = v.InferOutput<typeof weekHoursSchema>;

const serviceIdsSchema = v.pipe(
  v.array(positiveIdSchema, m.serviceList),
  v.maxLength(500, m.serviceList),
  v.transform((ids) => [...new Set(ids)]),
);

const nameSchema = (required: string) =>
  v.pipe(cleanString(required), v.trim(), v.nonEmpty(required), v.maxLength(100, m.nameTooLong));

/** A practitioner as an admin writes them. */
export const practitionerRequestSchema = v.object({
  first_name: nameSchema(m.firstNameRequired),
  last_name: v.optional(v.pipe(cleanString(m.nameTooLong), v.trim(), v.maxLength(100, m.nameTooLong)), ""),
  bio: v.optional(v.pipe(cleanString(m.bioTooLong, true), v.trim(), v.maxLength(600, m.bioTooLong)), ""),
  /** Absent: kept as it is (the upload sets it); the form never sends it. */
  photo: v.optional(v.pipe(cleanString(m.photoTooLong), v.trim(), v.maxLength(500, m.photoTooLong))),
  user_id: v.optional(v.nullable(positiveIdSchema), null),
  week_hours: v.optional(v.nullable(weekHoursSchema), null),
  is_active: v.optional(v.boolean(m.boolean), true),
  services: v.optional(serviceIdsSchema, []),
});
export type PractitionerRequest = v.InferInput<typeof practitionerRequestSchema>;
export type PractitionerRequestData = v.InferOutput<typeof practitionerRequestSchema>;

const instantSchema = v.pipe(
  v.string(m.dateTime),
  v.isoTimestamp(m.dateTime),
  v.check((s) => !Number.isNaN(Date.parse(s)), m.dateTime),
);

const YEAR_MS = 366 * 24 * 3600 * 1000;

/** An absence: from one instant to another (a whole day off runs from its midnight to the next). */
export const absenceRequestSchema = v.pipe(
  v.object({
    starts_at: instantSchema,
    ends_at: instantSchema,
    label: v.optional(v.pipe(cleanString(m.labelTooLong), v.trim(), v.maxLength(80, m.labelTooLong)), ""),
  }),
  v.forward(
    v.check((a) => Date.parse(a.starts_at) < Date.parse(a.ends_at), m.absenceOrder),
    ["ends_at"],
  ),
  v.forward(
    v.check((a) => Date.parse(a.ends_at) - Date.parse(a.starts_at) <= YEAR_MS, m.absenceTooLong),
    ["ends_at"],
  ),
);
export type AbsenceRequest = v.InferInput<typeof absenceRequestSchema>;
export type AbsenceRequestData = v.InferOutput<typeof absenceRequestSchema>;

export const absenceSchema = v.object({
  id: v.number(),
  starts_at: v.string(),
  ends_at: v.string(),
  label: v.string(),
});
export type Absence = v.InferOutput<typeof absenceSchema>;

/** A practitioner as the staff API shows them; absences not yet over, soonest first. */
export const practitionerSchema = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  bio: v.string(),
  photo: v.string(),
  user_id: v.nullable(v.number()),
  user_name: v.nullable(v.string()),
  week_hours: v.nullable(v.array(v.array(v.tuple([v.number(), v.number()])))),
  is_active: v.boolean(),
  services: v.array(v.number()),
  absences: v.array(absenceSchema),
});
export type Practitioner = v.InferOutput<typeof practitionerSchema>;
export const practitionerListSchema = v.array(practitionerSchema);
export const practitionerWriteResponseSchema = v.object({
  detail: v.string(),
  practitioner: practitionerSchema,
});
export type PractitionerWriteResponse = v.InferOutput<typeof practitionerWriteResponseSchema>;

/** A room as an admin writes it. */
export const roomRequestSchema = v.object({
  name: nameSchema(m.roomNameRequired),
  capacity: v.pipe(
    v.number(m.capacity),
    v.integer(m.capacity),
    v.minValue(1, m.capacity),
    v.maxValue(50, m.capacity),
  ),
  is_active: v.optional(v.boolean(m.boolean), true),
  services: v.optional(serviceIdsSchema, []),
});
export type RoomRequest = v.InferInput<typeof roomRequestSchema>;
export type RoomRequestData = v.InferOutput<typeof roomRequestSchema>;

export const roomSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** How many sessions it holds at once. */
  capacity: v.number(),
  is_active: v.boolean(),
  services: v.array(v.number()),
});
export type Room = v.InferOutput<typeof roomSchema>;
export const roomListSchema = v.array(roomSchema);
export const roomWriteResponseSchema = v.object({ detail: v.string(), room: roomSchema });
export type RoomWriteResponse = v.InferOutput<typeof roomWriteResponseSchema>;
