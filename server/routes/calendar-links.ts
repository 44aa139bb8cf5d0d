import { Hono } from "hono";
import type { AppDeps } from "../deps";
import { bookingCalendarFile, calendarHost } from "../domain/booking-calendar";
import { calendarKeyValid } from "../domain/calendar-link";
import { detail, httpMessages } from "../lib/http";
import { isRowId } from "../lib/ids";

/**
 * `GET /api/booking/calendar/{id}/{key}.ics`: the calendar file an SMS or WhatsApp message links
 * to (a phone opens it in its agenda). No sign-in: the key is the proof; a cancelled booking's
 * link answers 404, a moved one's gives the new time.
 */
export function calendarLinkRoutes(deps: AppDeps) {
  const app = new Hono();
  app.get("/:id/:file", async (c) => {
    const id = /^\d{1,12}$/.test(c.req.param("id")) ? Number(c.req.param("id")) : 0;
    const key = /^([\w-]{16})\.ics$/.exec(c.req.param("file"))?.[1];
    if (!isRowId(id) || !key || !calendarKeyValid(deps.config, id, key))
      return detail(c, 404, httpMessages.notFound);
    const row = await deps.db
      .selectFrom("bookings")
      .innerJoin("slots", "slots.id", "bookings.slotId")
      .innerJoin("services", "services.id", "bookings.serviceId")
      .select([
        "bookings.id",
        "bookings.numberPerson",
        "bookings.cancelledAt",
        "slots.date",
        "slots.startTime",
        "slots.endTime",
        "services.name as serviceName",
      ])
      .where("bookings.id", "=", id)
      .executeTakeFirst();
    if (!row || row.cancelledAt) return detail(c, 404, httpMessages.notFound);
    c.header("Content-Type", "text/calendar; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="reservation-${row.id}.ics"`);
    c.header("Cache-Control", "private, no-store");
    return c.body(
      bookingCalendarFile({
        bookingId: row.id,
        serviceName: row.serviceName,
        day: row.date,
        start: row.startTime,
        end: row.endTime,
        persons: row.numberPerson,
        host: calendarHost(deps.config),
        stamp: deps.clock.now(),
      }),
    );
  });
  return app;
}
