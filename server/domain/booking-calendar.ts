import { brand } from "../../src/brand";
import { calendarFile } from "../../src/lib/ics";

/**
 * The calendar file of a booked session, attached to its reminder: the same event as the one the
 * phone makes from « Mes réservations » (same UID, so a calendar keeps one), at the centre's hour
 * in Dakar and at the centre's address.
 */
export function bookingCalendarFile(input: {
  bookingId: number;
  serviceName: string;
  /** The slot as the centre's clock reads it: YYYY-MM-DD and HH:MM:SS in Dakar. */
  day: string;
  start: string;
  end: string;
  persons: number;
  /** The app's host name, as on the phone (PUBLIC_URL's). */
  host: string;
  stamp: Date;
}): string {
  const persons = input.persons > 1 ? `${input.persons} personnes` : "1 personne";
  return calendarFile({
    uid: `reservation-${input.bookingId}@${input.host}`,
    day: input.day,
    start: input.start,
    end: input.end,
    summary: `${input.serviceName} — ${brand.name}`,
    location: `${brand.name}, ${brand.address}`,
    description: `Réservation n° ${input.bookingId}, ${persons}. Arrivez 15 minutes avant l'heure de votre rendez-vous.`,
    stamp: input.stamp,
  });
}
