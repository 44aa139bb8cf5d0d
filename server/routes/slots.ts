import { Hono } from "hono";
import * as v from "valibot";
import {
  type Availability,
  bookingMessages,
  slotListQuerySchema,
  slotsByDatesRequestSchema,
} from "../../src/contract/booking";
import type { AppDeps } from "../deps";
import { decideBooking } from "../domain/bookability";
import { activeService } from "../domain/catalogue";
import { deliversService } from "../domain/people/needs";
import {
  countBookableSlots,
  earliestBookable,
  pageOfBookableSlots,
  type SlotFilter,
  findSlot as slotById,
  withAvailability,
} from "../domain/slot-list";
import { availabilityVersionReader, slotSearch } from "../domain/slot-search";
import { type CachedJson, cachedJson, sendCachedJson, versionedCache } from "../lib/answer-cache";
import { body } from "../lib/body";
import { detail } from "../lib/http";
import { isRowId } from "../lib/ids";
import { paginate } from "../lib/pagination";

const MAX_RANGE_DAYS = 62;

/** Slots a member can still book: they start after the lead time (3 h by default). */
export function slotRoutes(deps: AppDeps) {
  const app = new Hono();
  const { db } = deps;
  const serviceById = async (id: number) => (isRowId(id) ? await activeService(db, id) : undefined);
  const search = slotSearch(deps);
  // Slot search is the busiest call: its answers are kept until a write or the clock changes them.
  // A minute at most all the same: a bound on anything that might change unseen by both.
  const answers = versionedCache<CachedJson>({
    readVersion: availabilityVersionReader(db),
    maxEntries: 200,
    maxAgeMs: 60_000,
  });

  app.get("/", async (c) => {
    const query = v.parse(slotListQuerySchema, c.req.query());
    if (!query.service_id) return detail(c, 400, bookingMessages.serviceIdRequired);
    const service = await serviceById(Number(query.service_id));
    if (!service) return detail(c, 404, bookingMessages.serviceNotFound);
    if (query.date && !v.is(v.pipe(v.string(), v.isoDate()), query.date)) {
      return c.json({ date: [bookingMessages.datesRequired] }, 400);
    }
    const now = deps.clock.now();
    const filter: SlotFilter = {
      serviceId: service.id,
      earliest: await earliestBookable(db, now),
      date: query.date || undefined,
    };
    const page = await paginate(
      c,
      query,
      () => countBookableSlots(db, filter),
      (limit, offset) => pageOfBookableSlots(db, filter, service, now, limit, offset),
      (slot) => slot,
    );
    return c.json(page.body);
  });

  app.post("/get_slots_by_dates/", body(slotsByDatesRequestSchema), async (c) => {
    const input = c.req.valid("json");
    const [from, to] = input.dates;
    if (from > to) return c.json({ dates: [bookingMessages.dateRange] }, 400);
    if (Date.parse(to) - Date.parse(from) > MAX_RANGE_DAYS * 86_400_000) {
      return c.json({ dates: [bookingMessages.rangeTooLong] }, 400);
    }
    const serviceId = input.service_id;
    const now = deps.clock.now().getTime();
    const chosen = input.practitioner;
    // Only a real choice gets an answer of its own (kept answers are few: no churning them).
    if (chosen !== undefined && !(await deliversService(db, serviceId, chosen)))
      return c.json({ practitioner: [bookingMessages.practitionerNotFound] }, 400);
    const answer = await answers.get(`${serviceId}/${from}/${to}/${chosen ?? ""}`, now, async () => {
      const found = await search(serviceId, from, to, now, chosen);
      return (
        found && { value: cachedJson(found.byDate), version: found.version, validUntil: found.validUntil }
      );
    });
    if (!answer) return c.json({ service_id: [bookingMessages.serviceNotFound] }, 400);
    return sendCachedJson(c, answer);
  });

  const findSlot = async (raw: string) => {
    const id = Number(raw);
    if (!isRowId(id)) return null;
    return slotById(db, id);
  };

  app.get("/:id/", async (c) => {
    const found = await findSlot(c.req.param("id"));
    if (!found) return detail(c, 404, bookingMessages.slotNotFound);
    return c.json((await withAvailability(db, [found.slot], found.service, deps.clock.now()))[0]);
  });

  app.get("/:id/check-availability/", async (c) => {
    const found = await findSlot(c.req.param("id"));
    if (!found) return detail(c, 404, bookingMessages.slotNotFound);
    const persons = Number(c.req.query("persons") ?? 1);
    if (!Number.isInteger(persons) || persons < 1)
      return c.json({ persons: [bookingMessages.personsMin] }, 400);
    const privateOption = c.req.query("private_option") === "true";
    const chosen = c.req.query("practitioner");
    const practitioner = chosen === undefined || chosen === "" ? undefined : Number(chosen);
    if (practitioner !== undefined && !isRowId(practitioner))
      return c.json({ practitioner: [bookingMessages.practitionerNotFound] }, 400);
    // The same decision as the booking itself, so the app's check and the server's refusal agree.
    const decision = await decideBooking(
      db,
      found.service,
      found.slot,
      { persons, privateOption, practitioner },
      deps.clock.now(),
    );
    return c.json({
      available: decision.ok,
      remaining_capacity: decision.remaining,
      can_have_private_option: decision.canHavePrivate,
      ...(decision.ok ? {} : { reason: decision.message }),
    } satisfies Availability);
  });
  return app;
}
