import { Hono } from "hono";
import * as v from "valibot";
import {
  agendaQuerySchema,
  attendanceRequestSchema,
  payAtVenueRequestSchema,
  staffCancelRequestSchema,
} from "../../src/contract/staff/agenda";
import type { AppDeps } from "../deps";
import { isoDay } from "../domain/schedule";
import { agendaOf } from "../domain/staff/agenda";
import {
  bookingActionMessages,
  cancelForClient,
  markAttendance,
  payAtVenue,
} from "../domain/staff/booking-actions";
import { toAnswer } from "../lib/answers";
import { detail, readJson, reply } from "../lib/http";
import { idempotent } from "../lib/idempotency";
import type { StaffVars } from "../lib/staff-auth";

const bookingId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** The day's agenda and what the desk does to a booking. */
export function staffBookingRoutes(deps: AppDeps) {
  const app = new Hono<StaffVars>();

  app.get("/agenda/", async (c) => {
    const now = deps.clock.now();
    const query = v.parse(agendaQuerySchema, c.req.query());
    return c.json(await agendaOf(deps.db, query.date ?? isoDay(now), now));
  });

  app.post("/bookings/:id/attendance/", async (c) => {
    const id = bookingId(c.req.param("id"));
    if (!id) return detail(c, 404, bookingActionMessages.notFound);
    const input = await readJson(c, attendanceRequestSchema);
    if (!input.ok) return c.json(input.errors, 400);
    return reply(c, toAnswer(await markAttendance(deps, c.get("staff"), id, input.data.attendance)));
  });

  app.post("/bookings/:id/pay/", async (c) => {
    const id = bookingId(c.req.param("id"));
    if (!id) return detail(c, 404, bookingActionMessages.notFound);
    const input = await readJson(c, payAtVenueRequestSchema);
    if (!input.ok) return c.json(input.errors, 400);
    const { method, reference } = input.data;
    const staff = c.get("staff");
    // Sent again after a lost answer (same key), the first answer comes back instead of « déjà payée ».
    return idempotent(deps, c, staff.id, { id, ...input.data }, async (tx) =>
      toAnswer(await payAtVenue(tx, staff, id, method, reference)),
    );
  });

  app.post("/bookings/:id/cancel/", async (c) => {
    const id = bookingId(c.req.param("id"));
    if (!id) return detail(c, 404, bookingActionMessages.notFound);
    const input = await readJson(c, staffCancelRequestSchema);
    if (!input.ok) return c.json(input.errors, 400);
    return reply(c, toAnswer(await cancelForClient(deps, c.get("staff"), id, input.data)));
  });
  return app;
}
