import { sql } from "kysely";
import { brand } from "../../src/brand";
import { type AppDeps, DEFAULT_REMINDER_HOURS } from "../deps";
import { bookingCalendarAttachment, calendarAttachmentLine, calendarHost } from "./booking-calendar";
import { bookingsForMail, dakarDateTime } from "./booking-mail";
import { calendarLink } from "./calendar-link";
import { queueForMember } from "./member-messages";
import { practitionerNames } from "./people/names";
import { reminderText } from "./phone-texts";
import { cancelCutoffHours } from "./settings";

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "mailer" | "log" | "config" | "messengers">;

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
  /** Who takes the session (first names), when set. */
  practitioner: string | null;
  privateOption: boolean;
  cancelCutoffHours: number;
  host: string;
  now: Date;
}) {
  const when = dakarDateTime(input.startsAt);
  const text = [
    `Bonjour ${input.firstName},`,
    "",
    `Petit rappel : votre séance « ${input.serviceName} » chez ${brand.name} a lieu le ${when} (heure de Dakar).`,
    "",
    `Réservation n° ${input.bookingId}`,
    `Personnes : ${input.persons}`,
    ...(input.practitioner ? [`Avec : ${input.practitioner}`] : []),
    `Option privée : ${input.privateOption ? "Oui" : "Non"}`,
    "",
    "Arrivez 15 minutes avant l'heure de votre rendez-vous.",
    `Adresse : ${brand.name}, ${brand.address}`,
    ...(brand.phone ? [`Téléphone : ${brand.phone}`] : []),
    "",
    calendarAttachmentLine(input.bookingId),
    `Un empêchement ? Vous pouvez annuler sans frais jusqu'à ${input.cancelCutoffHours} h avant la séance, depuis « Mes réservations ».`,
    "",
    "À bientôt,",
    `L'équipe ${brand.name}`,
  ];
  return {
    to: input.to,
    subject: `Rappel : ${input.serviceName} le ${when} — ${brand.name}`,
    text: text.join("\n"),
    attachments: [bookingCalendarAttachment({ ...input, stamp: input.now })],
  };
}

/**
 * Queues the reminder of every confirmed booking, not cancelled, that starts within
 * `reminderHoursBefore` hours (and was confirmed before that time: one confirmed later has just
 * had its confirmation). Run every minute; a booking whose reminder was missed while the server
 * was stopped still gets it before its start. Once per booking: the mail queue's key refuses a
 * second, from this process or another. Answers how many were queued.
 */
export async function queueDueReminders(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const hoursMs = (deps.config.reminderHoursBefore ?? DEFAULT_REMINDER_HOURS) * 3_600_000;
  const due = await bookingsForMail(deps.db)
    .select(["slots.date", "slots.startTime", "slots.endTime"])
    .where((eb) =>
      eb.and([
        eb("bookings.confirmedAt", "is not", null),
        eb("bookings.cancelledAt", "is", null),
        eb("slots.startsAt", ">", now),
        eb("slots.startsAt", "<=", new Date(now.getTime() + hoursMs)),
        eb("bookings.confirmedAt", "<=", sql<Date>`${eb.ref("slots.startsAt")} - ${hoursMs}`),
        eb.not(
          eb.exists(
            eb
              .selectFrom("mailQueue")
              .select(sql.lit(1).as("one"))
              .where("mailQueue.onceKey", "=", sql<string>`'reminder:' || ${eb.ref("bookings.id")}`),
          ),
        ),
      ]),
    )
    .execute();
  if (!due.length) return 0;
  const host = calendarHost(deps.config);
  const cutoff = await cancelCutoffHours(deps.db);
  let queued = 0;
  const names = await practitionerNames(
    deps.db,
    due.map((row) => row.id),
  );
  for (const row of due) {
    const { to: _, ...mail } = reminderMail({
      to: "",
      firstName: row.firstName,
      bookingId: row.id,
      serviceName: row.serviceName,
      startsAt: row.startsAt,
      day: row.date,
      start: row.startTime,
      end: row.endTime,
      persons: row.numberPerson,
      practitioner: names.get(row.id) ?? null,
      privateOption: row.privateOption,
      cancelCutoffHours: cutoff,
      host,
      now,
    });
    const phone = reminderText({
      firstName: row.firstName,
      serviceName: row.serviceName,
      startsAt: row.startsAt,
      persons: row.numberPerson,
      calendarLink: calendarLink(deps.config, row.id),
    });
    if (await queueForMember(deps, row, { mail, phone }, { onceKey: reminderKey(row.id) })) queued++;
  }
  return queued;
}
