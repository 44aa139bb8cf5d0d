import { Hono } from "hono";
import type { AppDeps } from "../deps";
import { bookingCalendarFile, calendarSessionOf } from "../domain/booking-calendar";
import { bookingForCalendar, calendarKeyValid } from "../domain/calendar-link";
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
    const row = await bookingForCalendar(deps.db, id);
    if (!row) return detail(c, 404, httpMessages.notFound);
    c.header("Content-Type", "text/calendar; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="reservation-${row.id}.ics"`);
    c.header("Cache-Control", "private, no-store");
    return c.body(bookingCalendarFile(calendarSessionOf(row, deps.config, deps.clock.now())));
  });
  return app;
}
