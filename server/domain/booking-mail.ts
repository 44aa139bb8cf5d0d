import * as v from "valibot";
import { brand } from "../../src/brand";
import { methodCodeSchema } from "../../src/contract/payments";
import { counted } from "../../src/lib/plural";
import type { Db } from "../db/tables";
import { type AppDeps, undoableStep } from "../deps";
import { formatXofPlain } from "../lib/money";
import {
  bookingCalendarAttachment,
  type CalendarSession,
  calendarAttachmentLine,
  calendarSessionOf,
} from "./booking-calendar";
import { calendarLink } from "./calendar-link";
import { addresseeColumns, queueForMember } from "./member-messages";
import { practitionerNameOf } from "./people/names";
import { confirmationText } from "./phone-texts";
import { moneyPaidFor } from "./provider-payments";
import { cancelCutoffHours } from "./settings";

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "mailer" | "log" | "config" | "messengers">;

// The centre is in Dakar: the member reads the session's time as it is on the centre's clock.
const dakarDay = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Africa/Dakar",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const dakarTime = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Africa/Dakar",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** 'mardi 3 mars 2026', a day on the centre's clock. */
export const dakarDate = (at: Date) => dakarDay.format(at);

/** 'mardi 3 mars 2026 à 10h00', as the app writes a session's time. */
export function dakarDateTime(at: Date): string {
  const parts = dakarTime.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${dakarDay.format(at)} à ${part("hour")}h${part("minute")}`;
}

const credits = (n: number) => counted(n, "crédit");

/**
 * The mail that tells a member their booking is confirmed: what, when, where, how it is paid; the
 * session's calendar file attached, as to its reminder.
 */
export function bookingConfirmationMail(input: {
  to: string;
  firstName: string;
  bookingId: number;
  serviceName: string;
  startsAt: Date;
  persons: number;
  privateOption: boolean;
  methodCode: string | null;
  methodName: string;
  price: number;
  creditPrice: number;
  cancelCutoffHours: number;
  /** The booking was moved from this time: the mail says so and gives the new one. */
  movedFrom?: Date;
  calendar: CalendarSession;
}) {
  const atVenue = input.methodCode === "PAY01";
  const total = input.methodCode === "PAY02" ? credits(input.creditPrice) : formatXofPlain(input.price);
  const lines = [
    `Bonjour ${input.firstName},`,
    "",
    input.movedFrom
      ? `Votre réservation n° ${input.bookingId} chez ${brand.name} a été déplacée : elle n'a plus lieu le ${dakarDateTime(input.movedFrom)}, mais à la nouvelle date ci-dessous. Son prix et son paiement ne changent pas.`
      : `Votre réservation n° ${input.bookingId} chez ${brand.name} est confirmée.`,
    "",
    `Service : ${input.serviceName}`,
    `Date et heure : ${dakarDateTime(input.startsAt)} (heure de Dakar)`,
    `Personnes : ${input.persons}`,
    ...(input.calendar.practitioner ? [`Avec : ${input.calendar.practitioner}`] : []),
    `Option privée : ${input.privateOption ? "Oui" : "Non"}`,
    `Moyen de paiement : ${input.methodName}${atVenue ? " (à régler à votre arrivée)" : ""}`,
    `Total : ${total}${atVenue ? "" : " (payé)"}`,
    "",
    "Arrivez 15 minutes avant l'heure de votre rendez-vous.",
    `Adresse : ${brand.name}, ${brand.address}`,
    ...(brand.phone ? [`Téléphone : ${brand.phone}`] : []),
    "",
    calendarAttachmentLine(input.bookingId),
    `Vous pouvez annuler sans frais jusqu'à ${input.cancelCutoffHours} h avant la séance, depuis « Mes réservations ».`,
    "",
    "À bientôt,",
    `L'équipe ${brand.name}`,
  ];
  return {
    to: input.to,
    subject: `${input.movedFrom ? "Réservation déplacée" : "Réservation confirmée"} : ${input.serviceName} — ${brand.name}`,
    text: lines.join("\n"),
    attachments: [bookingCalendarAttachment(input.calendar)],
  };
}

/**
 * Bookings with what every message about one says: the session, its time, the member to write to
 * and how (a client with neither e-mail nor phone gets nothing; the desk tells them itself).
 */
export const bookingsForMail = (db: Db) =>
  db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .innerJoin("services", "services.id", "bookings.serviceId")
    .innerJoin("users", "users.id", "bookings.userId")
    .select([
      "bookings.id",
      "bookings.numberPerson",
      "bookings.privateOption",
      "slots.startsAt",
      "services.name as serviceName",
      ...addresseeColumns,
    ]);

/**
 * Mails the member that `bookingId` is confirmed. Called once, by whoever confirmed the booking,
 * after its transaction committed: a mail never announces something that was rolled back. A
 * mail goes through the mail queue: a failed send is tried again, never lost; the booking stays
 * confirmed whatever the mail does. Answers whether a message was queued: none for a client
 * with neither e-mail nor phone.
 */
export async function mailBookingConfirmation(
  deps: Deps,
  bookingId: number,
  movedFrom?: Date,
): Promise<boolean> {
  try {
    return await undoableStep(deps, () => queueConfirmation(deps, bookingId, movedFrom));
  } catch (error) {
    deps.log(`Courriel de confirmation de la réservation ${bookingId} non préparé : ${errorText(error)}`);
    return false;
  }
}

async function queueConfirmation(deps: Deps, bookingId: number, movedFrom?: Date): Promise<boolean> {
  const row = await bookingsForMail(deps.db)
    .select([
      "bookings.paymentMethod",
      "bookings.price",
      "bookings.creditPrice",
      "slots.date",
      "slots.startTime",
      "slots.endTime",
    ])
    .where("bookings.id", "=", bookingId)
    .executeTakeFirst();
  if (!row) return false;
  const practitioner = await practitionerNameOf(deps.db, row.id);
  const code = v.is(methodCodeSchema, row.paymentMethod) ? row.paymentMethod : null;
  const method = code
    ? await deps.db.selectFrom("bookingMethods").select("name").where("code", "=", code).executeTakeFirst()
    : undefined;
  const { to: _, ...mail } = bookingConfirmationMail({
    to: "",
    firstName: row.firstName,
    bookingId: row.id,
    serviceName: row.serviceName,
    startsAt: row.startsAt,
    persons: row.numberPerson,
    privateOption: row.privateOption,
    methodCode: code,
    methodName: method?.name ?? "—",
    price: await moneyPaidFor(deps.db, row),
    creditPrice: row.creditPrice,
    cancelCutoffHours: await cancelCutoffHours(deps.db),
    movedFrom,
    calendar: calendarSessionOf({ ...row, practitioner }, deps.config, deps.clock.now()),
  });
  const phone = confirmationText({
    firstName: row.firstName,
    serviceName: row.serviceName,
    startsAt: row.startsAt,
    persons: row.numberPerson,
    calendarLink: calendarLink(deps.config, row.id),
    movedFrom,
  });
  return queueForMember(deps, row, { mail, phone });
}

/** The confirmation again, with the new time, after a move (same rules: after the commit, once). */
export const mailBookingMoved = (deps: Deps, bookingId: number, from: Date) =>
  mailBookingConfirmation(deps, bookingId, from);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
