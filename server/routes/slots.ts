import { and, asc, eq, gte, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import {
  type Availability,
  bookingMessages,
  slotListQuerySchema,
  slotsByDatesRequestSchema,
} from "../../src/contract/booking";
import { services, slots } from "../db/schema";
import type { AppDeps } from "../deps";
import { decideBooking } from "../domain/bookability";
import { availabilityMany } from "../domain/capacity";
import { bookingLeadHours } from "../domain/settings";
import { availabilityVersionReader, slotJson, slotSearch } from "../domain/slot-search";
import { type CachedJson, cachedJson, sendCachedJson, versionedCache } from "../lib/answer-cache";
import { detail, readJson } from "../lib/http";
import { paginate } from "../lib/pagination";

type SlotRow = typeof slots.$inferSelect;
type ServiceRow = typeof services.$inferSelect;
const MAX_RANGE_DAYS = 62;

/** Slots a member can still book: they start after the lead time (3 h by default). */
export function slotRoutes(deps: AppDeps) {
  const app = new Hono();
  const { db } = deps;
  const earliest = () => new Date(deps.clock.now().getTime() + bookingLeadHours(db) * 3_600_000);
  const activeService = db
    .select()
    .from(services)
    .where(and(eq(services.id, sql.placeholder("id")), eq(services.isActive, true)))
    .prepare();
  const serviceById = (id: number) =>
    Number.isInteger(id) && id > 0 ? activeService.get({ id }) : undefined;
  const search = slotSearch(deps);
  // Slot search is the busiest call: its answers are kept until a write or the clock changes them.
  // A minute at most all the same: a bound on anything that might change unseen by both.
  const answers = versionedCache<CachedJson>({
    readVersion: availabilityVersionReader(db),
    maxEntries: 200,
    maxAgeMs: 60_000,
  });
  const withAvailability = (list: SlotRow[], service: ServiceRow) => {
    const free = availabilityMany(db, list, service, deps.clock.now());
    return list.map((slot) => slotJson(slot, free.get(slot.id) ?? { remaining: 0, canHavePrivate: false }));
  };

  app.get("/", (c) => {
    const query = v.parse(slotListQuerySchema, c.req.query());
    if (!query.service_id) return detail(c, 400, bookingMessages.serviceIdRequired);
    const service = serviceById(Number(query.service_id));
    if (!service) return detail(c, 404, "Service introuvable.");
    if (query.date && !v.is(v.pipe(v.string(), v.isoDate()), query.date)) {
      return c.json({ date: [bookingMessages.datesRequired] }, 400);
    }
    const where = and(
      eq(slots.serviceId, service.id),
      gte(slots.startsAt, earliest()),
      query.date ? eq(slots.date, query.date) : undefined,
    );
    const page = paginate(
      c,
      query,
      () => db.select({ n: sql<number>`count(*)` }).from(slots).where(where).get()?.n ?? 0,
      (limit, offset) =>
        withAvailability(
          db.select().from(slots).where(where).orderBy(asc(slots.startsAt)).limit(limit).offset(offset).all(),
          service,
        ),
      (slot) => slot,
    );
    return c.json(page.body);
  });

  app.post("/get_slots_by_dates/", async (c) => {
    const input = await readJson(c, slotsByDatesRequestSchema);
    if (!input.ok) return c.json(input.errors, 400);
    const [from, to] = input.data.dates;
    if (from > to) return c.json({ dates: [bookingMessages.dateRange] }, 400);
    if (Date.parse(to) - Date.parse(from) > MAX_RANGE_DAYS * 86_400_000) {
      return c.json({ dates: [bookingMessages.rangeTooLong] }, 400);
    }
    const serviceId = input.data.service_id;
    const now = deps.clock.now().getTime();
    const answer = answers.get(`${serviceId}/${from}/${to}`, now, () => {
      const found = search(serviceId, from, to, now);
      return (
        found && { value: cachedJson(found.byDate), version: found.version, validUntil: found.validUntil }
      );
    });
    if (!answer) return c.json({ service_id: ["Service introuvable."] }, 400);
    return sendCachedJson(c, answer);
  });

  const findSlot = (raw: string) => {
    const id = Number(raw);
    if (!Number.isInteger(id) || id < 1) return null;
    const slot = db.select().from(slots).where(eq(slots.id, id)).get();
    const service = slot && serviceById(slot.serviceId);
    return slot && service ? { slot, service } : null;
  };

  app.get("/:id/", (c) => {
    const found = findSlot(c.req.param("id"));
    if (!found) return detail(c, 404, bookingMessages.slotNotFound);
    return c.json(withAvailability([found.slot], found.service)[0]);
  });

  app.get("/:id/check-availability/", (c) => {
    const found = findSlot(c.req.param("id"));
    if (!found) return detail(c, 404, bookingMessages.slotNotFound);
    const persons = Number(c.req.query("persons") ?? 1);
    if (!Number.isInteger(persons) || persons < 1)
      return c.json({ persons: [bookingMessages.personsMin] }, 400);
    const privateOption = c.req.query("private_option") === "true";
    // The same decision as the booking itself, so the app's check and the server's refusal agree.
    const decision = decideBooking(
      db,
      found.service,
      found.slot,
      { persons, privateOption },
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
