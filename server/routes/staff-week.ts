import { Hono } from "hono";
import * as v from "valibot";
import { weekQuerySchema } from "../../src/contract/staff/week";
import type { AppDeps } from "../deps";
import { isoDay } from "../domain/schedule";
import { bookingActionMessages } from "../domain/staff/booking-actions";
import { staffBookingById } from "../domain/staff/booking-view";
import { deskAnswers } from "../domain/staff/desk-version";
import { versionedWeek } from "../domain/staff/week-view";
import { type CachedJson, cachedJson, sendCachedJson } from "../lib/answer-cache";
import { detail } from "../lib/http";
import { pathId } from "../lib/path-params";
import type { StaffVars } from "../lib/staff-auth";

/** The week to plan (any staff), and one booking of it opened. */
export function staffWeekRoutes(deps: AppDeps) {
  const app = new Hono<StaffVars>();
  // The desks reload the same week: read once, then served until a write moves the desk version.
  const weeks = deskAnswers<CachedJson>(deps.db, 60);

  app.get("/week/", async (c) => {
    const now = deps.clock.now();
    const query = v.parse(weekQuerySchema, c.req.query());
    const from = query.from ?? isoDay(now);
    // A practitioner's own week, whatever the filters asked (`limitPractitioners` found their row).
    const own = c.get("practitioner");
    const key = `${from}/${query.by}/${query.practitioner}/${query.room}/${query.service}/${own ?? ""}`;
    const answer = await weeks.get(key, now.getTime(), async () => {
      const read = await versionedWeek(deps.db, { ...query, from }, now, own);
      return { ...read, value: cachedJson(read.value) };
    });
    if (!answer) throw new Error("Semaine non lue.");
    return sendCachedJson(c, answer);
  });

  app.get("/bookings/:id/", pathId(bookingActionMessages.notFound), async (c) => {
    const { id } = c.req.valid("param");
    const booking = await staffBookingById(deps.db, id);
    if (!booking) return detail(c, 404, bookingActionMessages.notFound);
    return c.json(booking);
  });
  return app;
}
