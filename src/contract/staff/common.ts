import * as v from "valibot";
import { isDay } from "../../lib/calendar-day";
import { cleanString, queryInt, type StaffRole, staffRoleSchema } from "../common";

/**
 * The back-office's calls, relative to the API base (`/api/`), as the app's client takes them.
 * Every one needs a staff member's access token: 401 without a valid token, 403 for a client's
 * token (or a role that may not: `admin` only for the audit log). The role is read from the
 * database on each request, so a removed role stops working at once. Answers are never cached.
 *
 *   GET  staff/me/                                  who is logged in, and their role
 *   GET  staff/agenda/?date=AAAA-MM-JJ              a day's slots and bookings (today by default)
 *   GET  staff/week/?from=&by=&practitioner=&room=&service=  7 days by practitioner or room (week.ts)
 *   GET  staff/bookings/{id}/                       one booking as the desk reads it
 *   POST staff/bookings/{id}/attendance/            {attendance: present | absent | null}
 *   POST staff/bookings/{id}/pay/                   paid at the venue {method, reference?}
 *   POST staff/bookings/{id}/cancel/                {refund, reason}: places freed, client mailed
 *   POST staff/bookings/{id}/penalty/refund/        the late-cancel or no-show charge given back
 *   GET  staff/clients/?search=&page=&page_size=    clients by name, phone or e-mail
 *   GET  staff/clients/{id}/                        profile, balance, latest ledger records, bookings
 *   GET  staff/clients/{id}/ledger/?before=         older ledger records, a page from a record on
 *   POST staff/clients/{id}/credits/                manual adjustment {delta, reason}
 *   POST staff/clients/{id}/packs/                  a pack sold at the desk {pack_id, method, reference?}
 *   POST staff/clients/{id}/verification-code/      sends a new verification code
 *   POST staff/clients/                             a client created at the desk (phone, e-mail optional)
 *   POST staff/bookings/                            the desk books for a client (see desk-booking.ts)
 *   GET  staff/slots/?service_id=&date=             a day's slots the desk may still book
 *   GET  staff/refunds/?state=todo|done|all         money the centre gives back by hand
 *   POST staff/refunds/{payment_id}/done/           marked given back ("Fait")
 *   GET  staff/messages/?state=all|unread|read&page= contact messages, newest first
 *   POST staff/messages/{id}/read/                  {read: boolean}
 *   GET  staff/takings/?period=day|week|month&date= takings of the period holding `date`
 *   GET  staff/takings/export.csv?period=&date=     its operations as CSV (UTF-8 with BOM, `;`)
 *   GET  staff/takings/totals.csv?period=&date=     its totals as CSV, a file of their own
 *   GET  staff/audit/?before=&after=&booking_id=    the audit log, a page from a line on (admin only)
 *   GET  staff/audit/verify/                        whether its hash chain holds (admin only)
 *   GET  staff/team/                                the team (admin only)
 *   POST staff/team/                                invite {email, role, first_name?, last_name?} (admin only)
 *   POST staff/team/{id}/role/                      {role: admin | reception | practitioner | null} (admin only)
 *
 * The packs sold at the desk are the public `configs/credit/` list.
 */
export const staffPaths = {
  me: "staff/me/",
  agenda: "staff/agenda/",
  week: "staff/week/",
  booking: (bookingId: number) => `staff/bookings/${bookingId}/`,
  assign: (bookingId: number) => `staff/bookings/${bookingId}/assign/`,
  attendance: (bookingId: number) => `staff/bookings/${bookingId}/attendance/`,
  payAtVenue: (bookingId: number) => `staff/bookings/${bookingId}/pay/`,
  cancel: (bookingId: number) => `staff/bookings/${bookingId}/cancel/`,
  refundPenalty: (bookingId: number) => `staff/bookings/${bookingId}/penalty/refund/`,
  move: (bookingId: number) => `staff/bookings/${bookingId}/move/`,
  clients: "staff/clients/",
  client: (clientId: number) => `staff/clients/${clientId}/`,
  clientLedger: (clientId: number) => `staff/clients/${clientId}/ledger/`,
  clientBookings: (clientId: number) => `staff/clients/${clientId}/bookings/`,
  adjustCredits: (clientId: number) => `staff/clients/${clientId}/credits/`,
  sellPack: (clientId: number) => `staff/clients/${clientId}/packs/`,
  verificationCode: (clientId: number) => `staff/clients/${clientId}/verification-code/`,
  createClient: "staff/clients/",
  deskBooking: "staff/bookings/",
  deskSlots: "staff/slots/",
  refunds: "staff/refunds/",
  refundDone: (paymentId: string) => `staff/refunds/${encodeURIComponent(paymentId)}/done/`,
  messages: "staff/messages/",
  messageRead: (messageId: number) => `staff/messages/${messageId}/read/`,
  takings: "staff/takings/",
  takingsCsv: "staff/takings/export.csv",
  takingsTotalsCsv: "staff/takings/totals.csv",
  report: (name: string) => `staff/reports/${name}/`,
  reportCsv: (name: string) => `staff/reports/${name}/export.csv`,
  audit: "staff/audit/",
  auditVerify: "staff/audit/verify/",
  team: "staff/team/",
  teamRole: (userId: number) => `staff/team/${userId}/role/`,
} as const;

/**
 * What each role may open: reception the day's work, clients and payments; admin everything; a
 * practitioner their own sessions (`staff/me/`, `staff/week/`, their bookings and arrivals) only.
 */
export const staffRoleLabels: Record<StaffRole, string> = {
  admin: "Administrateur",
  reception: "Accueil",
  practitioner: "Praticien",
};

export const staffMessages = {
  required: "Ce champ est obligatoire.",
  tooLong: "Ce champ est trop long.",
  date: "Date invalide (AAAA-MM-JJ attendu).",
  method: "Choisissez un moyen de paiement : espèces, carte, Orange Money ou Wave.",
  attendance: "Indiquez « present », « absent » ou rien.",
  reasonShort: "Indiquez une raison (3 caractères au moins).",
  integer: "Un nombre entier est attendu.",
  deltaZero: "L'ajustement ne peut pas être nul.",
  deltaTooLarge: "L'ajustement ne peut pas dépasser 100 000 crédits.",
  boolean: "Une valeur vraie ou fausse est attendue.",
  period: "Période invalide : jour, semaine ou mois.",
  notStaff: "Cet espace est réservé à l'équipe du centre.",
  adminOnly: "Réservé aux administrateurs.",
  practitionerOnly: "Un compte de praticien ne voit que ses propres séances.",
  role: "Rôle attendu : admin, reception ou practitioner.",
} as const;

/** How money comes in at the desk. Online payments (Wave, Orange Money) use the same words. */
export const deskMethodSchema = v.picklist(["cash", "card", "orange_money", "wave"], staffMessages.method);
export type DeskMethod = v.InferOutput<typeof deskMethodSchema>;
export const deskMethodLabels: Record<DeskMethod, string> = {
  cash: "Espèces",
  card: "Carte",
  orange_money: "Orange Money",
  wave: "Wave",
};

/**
 * `AAAA-MM-JJ`, a day on the centre's clock (Dakar keeps UTC all year), and one that exists: the
 * 30th of February has the right shape but is no day.
 */
export const dayString = v.pipe(
  v.string(staffMessages.date),
  v.isoDate(staffMessages.date),
  v.check((day) => isDay(day), staffMessages.date),
);

export const positiveIdSchema = v.pipe(
  v.number(staffMessages.integer),
  v.integer(staffMessages.integer),
  v.minValue(1, staffMessages.integer),
  v.maxValue(2_147_483_647, staffMessages.integer),
);

/** A reason a person writes (cancellation, adjustment): kept in the audit log and told to the client. */
export const reasonSchema = v.pipe(
  cleanString(staffMessages.reasonShort, true),
  v.trim(),
  v.minLength(3, staffMessages.reasonShort),
  v.maxLength(500, staffMessages.tooLong),
);

/** A payment's reference (receipt number, mobile-money transaction id), optional. */
export const referenceSchema = v.optional(
  v.pipe(cleanString(staffMessages.tooLong), v.trim(), v.maxLength(100, staffMessages.tooLong)),
  "",
);

/** A client as a staff list names them. */
export const clientRefSchema = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  /** `null`: a client created at the desk with a phone number only (no mail reaches them). */
  email: v.nullable(v.string()),
  telephone_number: v.nullable(v.string()),
});
export type ClientRef = v.InferOutput<typeof clientRefSchema>;

export const staffMeSchema = v.object({
  id: v.number(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  role: staffRoleSchema,
});
export type StaffMe = v.InferOutput<typeof staffMeSchema>;

export const staffPageQuery = { page: queryInt(1, 1, 100_000), page_size: queryInt(20, 1, 100) };

/** A done action's answer when nothing more is needed than its message. */
export const staffDetailSchema = v.object({ detail: v.string() });
