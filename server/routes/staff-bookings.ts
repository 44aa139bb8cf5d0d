import { Hono } from "hono";
import * as v from "valibot";
import { moveBookingRequestSchema } from "../../src/contract/booking";
import {
  agendaQuerySchema,
  attendanceRequestSchema,
  payAtVenueRequestSchema,
  staffCancelRequestSchema,
} from "../../src/contract/staff/agenda";
import { assignmentMessages, assignRequestSchema } from "../../src/contract/staff/assignment";
import { longDay, slotTime } from "../../src/lib/slot-dates";
import type { AppDeps } from "../deps";
import { moveBooking } from "../domain/booking-move";
import { refundPenalty } from "../domain/penalties/refund-penalty";
import { reassignBooking } from "../domain/people/reassign";
import { isoDay } from "../domain/schedule";
import { versionedAgenda } from "../domain/staff/agenda";
import {
  bookingActionMessages,
  cancelForClient,
  markAttendance,
  payAtVenue,
} from "../domain/staff/booking-actions";
import { staffBookingById } from "../domain/staff/booking-view";
import { deskAnswers } from "../domain/staff/desk-version";
import { type CachedJson, cachedJson, sendCachedJson } from "../lib/answer-cache";
import { toAnswer } from "../lib/answers";
import { body } from "../lib/body";
import { reply } from "../lib/http";
import { idempotent } from "../lib/idempotency";
import { pathId } from "../lib/path-params";
import type { StaffVars } from "../lib/staff-auth";

/** The day's agenda and what the desk does to a booking. */
export function staffBookingRoutes(deps: AppDeps) {
  const app = new Hono<StaffVars>();
  const bookingPath = pathId(bookingActionMessages.notFound);
  // Every desk reloads the same few days: a day is read once, then served until a write changes it.
  const agendas = deskAnswers<CachedJson>(deps.db, 60);

  app.get("/agenda/", async (c) => {
    const now = deps.clock.now();
    const query = v.parse(agendaQuerySchema, c.req.query());
    const date = query.date ?? isoDay(now);
    const answer = await agendas.get(date, now.getTime(), async () => {
      const read = await versionedAgenda(deps.db, date, now);
      return { ...read, value: cachedJson(read.value) };
    });
    // Never null (a day with nothing booked is an agenda too): the cache's type allows for it.
    if (!answer) throw new Error("Agenda non lu.");
    return sendCachedJson(c, answer);
  });

  app.post("/bookings/:id/attendance/", bookingPath, body(attendanceRequestSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    return reply(c, toAnswer(await markAttendance(deps, c.get("staff"), id, input.attendance)));
  });

  app.post("/bookings/:id/pay/", bookingPath, body(payAtVenueRequestSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const { method, reference } = input;
    const staff = c.get("staff");
    // Sent again after a lost answer (same key), the first answer comes back instead of « déjà payée ».
    return idempotent(deps, c, staff.id, { id, ...input }, async (tx) =>
      toAnswer(await payAtVenue(tx, staff, id, method, reference)),
    );
  });

  // Another slot of the same service for the client (a closure, new hours): written once per key.
  app.post("/bookings/:id/move/", bookingPath, body(moveBookingRequestSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const staff = c.get("staff");
    return idempotent(deps, c, staff.id, { id, ...input }, async (tx) => {
      const moved = await moveBooking(tx, { staff }, id, input.slot, input.practitioner);
      if (!moved.ok) return toAnswer(moved);
      const booking = await staffBookingById(tx.db, id);
      const when = `${longDay(moved.booking.reserved_for)} à ${slotTime(moved.booking.start_time)}`;
      return { status: 200, body: { detail: bookingActionMessages.moved(when), booking } };
    });
  });

  // Other people or another room, same time (an absence, a client's wish): a class moves as a whole.
  app.post("/bookings/:id/assign/", bookingPath, body(assignRequestSchema), async (c) => {
    const { id } = c.req.valid("param");
    const result = await reassignBooking(deps, c.get("staff"), id, c.req.valid("json"));
    return reply(c, toAnswer(result.ok ? { ...result, detail: assignmentMessages.done } : result));
  });

  // « Rembourser la pénalité »: a late-cancel or no-show charge given back, once.
  app.post("/bookings/:id/penalty/refund/", bookingPath, async (c) => {
    const { id } = c.req.valid("param");
    return reply(c, toAnswer(await refundPenalty(deps, c.get("staff"), id)));
  });

  app.post("/bookings/:id/cancel/", bookingPath, body(staffCancelRequestSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    return reply(c, toAnswer(await cancelForClient(deps, c.get("staff"), id, input)));
  });
  return app;
}
