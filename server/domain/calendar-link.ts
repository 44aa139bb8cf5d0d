import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "../db/tables";
import type { AppConfig } from "../deps";
import type { CalendarRow } from "./booking-calendar";
import { practitionerNameOf } from "./people/names";

/**
 * A booking's calendar file at an address an SMS can carry: `/api/booking/calendar/{id}/{key}.ics`,
 * the key an HMAC of the booking's id with the server's secret, so nobody reads another's session
 * by changing the number. The file is made when asked: after a move, the link gives the new time.
 */
const keyOf = (bookingId: number, secret: Buffer) =>
  createHmac("sha256", secret).update(`calendar:${bookingId}`).digest("base64url").slice(0, 16);

/** The link, or null without PUBLIC_URL: an SMS needs a whole address, the server's own. */
export function calendarLink(
  config: Pick<AppConfig, "publicUrl" | "jwtSecret">,
  bookingId: number,
): string | null {
  if (!config.publicUrl) return null;
  return `${config.publicUrl}/api/booking/calendar/${bookingId}/${keyOf(bookingId, config.jwtSecret)}.ics`;
}

export function calendarKeyValid(
  config: Pick<AppConfig, "jwtSecret">,
  bookingId: number,
  key: string,
): boolean {
  const expected = Buffer.from(keyOf(bookingId, config.jwtSecret));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The booking a calendar link names, as its file needs it; none once cancelled. */
export async function bookingForCalendar(db: Db, bookingId: number): Promise<CalendarRow | undefined> {
  const row = await db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .innerJoin("services", "services.id", "bookings.serviceId")
    .select([
      "bookings.id",
      "bookings.numberPerson",
      "slots.date",
      "slots.startTime",
      "slots.endTime",
      "services.name as serviceName",
    ])
    .where("bookings.id", "=", bookingId)
    .where("bookings.cancelledAt", "is", null)
    .executeTakeFirst();
  return row && { ...row, practitioner: await practitionerNameOf(db, row.id) };
}
