import { Hono } from "hono";
import { scheduleMessages } from "../../src/contract/staff/schedule";
import {
  closureRequestSchema,
  discountsRequestSchema,
  overrideRequestSchema,
  scheduleDateSchema,
  weekRequestSchema,
} from "../../src/contract/staff/schedule-requests";
import type { AppDeps } from "../deps";
import {
  addClosure,
  removeClosure,
  removeOverride,
  setDiscounts,
  setOverride,
  setWeek,
} from "../domain/staff/schedule-admin";
import { scheduleView } from "../domain/staff/schedule-view";
import { toAnswer } from "../lib/answers";
import { body } from "../lib/body";
import { detail, reply, validate } from "../lib/http";
import { rowId } from "../lib/path-params";
import { requireAdmin, type StaffVars } from "../lib/staff-auth";

/**
 * The centre's schedule, for admins only (`staff/schedule/…`, see `src/contract/staff/schedule.ts`).
 * Each change answers the whole schedule again, with the bookings it left to deal with.
 */
export function staffScheduleRoutes(deps: AppDeps) {
  const app = new Hono<StaffVars>();
  app.use(requireAdmin);
  const answer = async () => ({ status: 200, body: await scheduleView(deps) });

  app.get("/", async (c) => reply(c, await answer()));

  app.put("/week/", body(weekRequestSchema), async (c) => {
    const input = c.req.valid("json");
    const done = await setWeek(deps, c.get("staff"), input);
    return reply(c, done.ok ? await answer() : toAnswer(done));
  });

  app.post("/overrides/", body(overrideRequestSchema), async (c) => {
    const input = c.req.valid("json");
    const done = await setOverride(deps, c.get("staff"), input);
    return reply(c, done.ok ? await answer() : toAnswer(done));
  });

  app.delete("/overrides/:date/", async (c) => {
    const date = validate(scheduleDateSchema, c.req.param("date"));
    if (!date.ok) return detail(c, 404, scheduleMessages.overrideNotFound);
    const done = await removeOverride(deps, c.get("staff"), date.data);
    return reply(c, done.ok ? await answer() : toAnswer(done));
  });

  app.post("/closures/", body(closureRequestSchema), async (c) => {
    const input = c.req.valid("json");
    const done = await addClosure(deps, c.get("staff"), input);
    return reply(c, done.ok ? await answer() : toAnswer(done));
  });

  app.delete("/closures/:id/", async (c) => {
    const id = rowId(c.req.param("id"));
    if (!id) return detail(c, 404, scheduleMessages.closureNotFound);
    const done = await removeClosure(deps, c.get("staff"), id);
    return reply(c, done.ok ? await answer() : toAnswer(done));
  });

  app.put("/discounts/", body(discountsRequestSchema), async (c) => {
    const input = c.req.valid("json");
    const done = await setDiscounts(deps, c.get("staff"), input.rules);
    return reply(c, done.ok ? await answer() : toAnswer(done));
  });
  return app;
}
