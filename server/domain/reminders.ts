import { and, eq, gt, isNotNull, isNull, lte, notExists, sql } from "drizzle-orm";
import { brand } from "../../src/brand";
import { bookings, mailQueue, services, slots, users } from "../db/schema";
import { type AppDeps, DEFAULT_REMINDER_HOURS } from "../deps";
import { bookingCalendarFile } from "./booking-calendar";
import { dakarDateTime } from "./booking-mail";
import { queueMail } from "./mail-queue";
import { cancelCutoffHours } from "./settings";

type Deps = Pick<AppDeps, "db" | "sqlite" | "clock" | "mailer" | "log" | "config">;

/** The key that lets a booking have one reminder, whichever process queues it. */
export const reminderKey = (bookingId: number) => `reminder:${bookingId}`;

/** The reminder of a session: when, where, what to bring, how to cancel; the calendar file attached. */
export function reminderMail(input: {
  to: string;
  firstName: string;
  bookingId: number;
  serviceName: string;
  startsAt: Date;
  day: string;
  start: string;
  end: string;
  persons: number;
  privateOption: boolean;
  cancelCutoffHours: number;
  host: string;
  now: Date;
}) {
  const when = dakarDateTime(input.startsAt);
  const filename = `reservation-${input.bookingId}.ics`;
  const text = [
    `Bonjour ${input.firstName},`,
    "",
    `Petit rappel : votre séance « ${input.serviceName} » chez ${brand.name} a lieu le ${when} (heure de Dakar).`,
    "",
    `Réservation n° ${input.bookingId}`,
    `Personnes : ${input.persons}`,
    `Option privée : ${input.privateOption ? "Oui" : "Non"}`,
    "",
    "Arrivez 15 minutes avant l'heure de votre rendez-vous.",
    `Adresse : ${brand.name}, ${brand.address}`,
    ...(brand.phone ? [`Téléphone : ${brand.phone}`] : []),
    "",
    `Le fichier joint (${filename}) ajoute la séance à votre agenda.`,
    `Un empêchement ? Vous pouvez annuler sans frais jusqu'à ${input.cancelCutoffHours} h avant la séance, depuis « Mes réservations ».`,
    "",
    "À bientôt,",
    `L'équipe ${brand.name}`,
  ];
  return {
    to: input.to,
    subject: `Rappel : ${input.serviceName} le ${when} — ${brand.name}`,
    text: text.join("\n"),
    attachments: [
      {
        filename,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: bookingCalendarFile({ ...input, stamp: input.now }),
      },
    ],
  };
}

/**
 * Queues the reminder of every confirmed booking, not cancelled, that starts within
 * `reminderHoursBefore` hours (and was confirmed before that time: one confirmed later has just
 * had its confirmation). Run every minute; a booking whose reminder was missed while the server
 * was stopped still gets it before its start. Once per booking: the mail queue's key refuses a
 * second, from this process or another. Answers how many were queued.
 */
export function queueDueReminders(deps: Deps): number {
  const now = deps.clock.now();
  const hoursMs = (deps.config.reminderHoursBefore ?? DEFAULT_REMINDER_HOURS) * 3_600_000;
  const due = deps.db
    .select({ booking: bookings, slot: slots, serviceName: services.name, user: users })
    .from(bookings)
    .innerJoin(slots, eq(slots.id, bookings.slotId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        isNotNull(bookings.confirmedAt),
        isNull(bookings.cancelledAt),
        gt(slots.startsAt, now),
        lte(slots.startsAt, new Date(now.getTime() + hoursMs)),
        lte(bookings.confirmedAt, sql`${slots.startsAt} - ${hoursMs}`),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(mailQueue)
            .where(eq(mailQueue.onceKey, sql`'reminder:' || ${bookings.id}`)),
        ),
      ),
    )
    .all();
  if (!due.length) return 0;
  const host = deps.config.publicUrl ? new URL(deps.config.publicUrl).hostname : "localhost";
  const cutoff = cancelCutoffHours(deps.db);
  let queued = 0;
  for (const { booking, slot, serviceName, user } of due) {
    const mail = reminderMail({
      to: user.email,
      firstName: user.firstName,
      bookingId: booking.id,
      serviceName,
      startsAt: slot.startsAt,
      day: slot.date,
      start: slot.startTime,
      end: slot.endTime,
      persons: booking.numberPerson,
      privateOption: booking.privateOption,
      cancelCutoffHours: cutoff,
      host,
      now,
    });
    if (queueMail(deps, mail, { onceKey: reminderKey(booking.id) })) queued++;
  }
  return queued;
}
