import { brand } from "../../src/brand";
import { calendarFile } from "../../src/lib/ics";
import { counted } from "../../src/lib/plural";
import type { AppConfig, MailAttachment } from "../deps";

/** What the calendar entry of a booked session is made of. */
export type CalendarSession = {
  bookingId: number;
  serviceName: string;
  /** The slot as the centre's clock reads it: YYYY-MM-DD and HH:MM:SS in Dakar. */
  day: string;
  start: string;
  end: string;
  persons: number;
  /** Who takes the session (first names), when set. */
  practitioner?: string | null | undefined;
  /** The app's host name, as on the phone (PUBLIC_URL's). */
  host: string;
  stamp: Date;
};

/**
 * The calendar file of a booked session: the same event as the one the phone makes from « Mes
 * réservations » (same UID, so a calendar keeps one), at the centre's hour in Dakar and at the
 * centre's address.
 */
export function bookingCalendarFile(input: CalendarSession): string {
  const persons = counted(input.persons, "personne");
  return calendarFile({
    uid: `reservation-${input.bookingId}@${input.host}`,
    day: input.day,
    start: input.start,
    end: input.end,
    summary: `${input.serviceName} — ${brand.name}`,
    location: `${brand.name}, ${brand.address}`,
    description: `Réservation n° ${input.bookingId}, ${persons}${input.practitioner ? `, avec ${input.practitioner}` : ""}. Arrivez 15 minutes avant l'heure de votre rendez-vous.`,
    stamp: input.stamp,
  });
}

/** The host the calendar entries are named under: PUBLIC_URL's, as the phone's own. */
export const calendarHost = (config: Pick<AppConfig, "publicUrl">) =>
  config.publicUrl ? new URL(config.publicUrl).hostname : "localhost";

const filenameOf = (bookingId: number) => `reservation-${bookingId}.ics`;

/** The file attached to the confirmation and the reminder of a session. */
export function bookingCalendarAttachment(input: CalendarSession): MailAttachment {
  return {
    filename: filenameOf(input.bookingId),
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: bookingCalendarFile(input),
  };
}

/** The line of a mail that says what the attached file is for. */
export const calendarAttachmentLine = (bookingId: number) =>
  `Le fichier joint (${filenameOf(bookingId)}) ajoute la séance à votre agenda.`;

/** A booking's row as the calendar reads it (its slot's Dakar day and hours, its service, its persons). */
export type CalendarRow = {
  id: number;
  serviceName: string;
  date: string;
  startTime: string;
  endTime: string;
  numberPerson: number;
  practitioner?: string | null;
};

/** The calendar entry of a booking, named under PUBLIC_URL's host, stamped now. */
export const calendarSessionOf = (
  row: CalendarRow,
  config: Pick<AppConfig, "publicUrl">,
  now: Date,
): CalendarSession => ({
  bookingId: row.id,
  serviceName: row.serviceName,
  day: row.date,
  start: row.startTime,
  end: row.endTime,
  persons: row.numberPerson,
  practitioner: row.practitioner ?? null,
  host: calendarHost(config),
  stamp: now,
});
