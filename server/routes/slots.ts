import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import {
  type Availability,
  bookingMessages,
  type Slot,
  slotListQuerySchema,
  slotsByDatesRequestSchema,
} from "../../src/contract/booking";
import { services, slots } from "../db/schema";
import type { AppDeps } from "../deps";
import { decideBooking } from "../domain/bookability";
import { availabilityMany } from "../domain/capacity";
import { bookingLeadHours } from "../domain/settings";
import { detail, readJson } from "../lib/http";
import { paginate } from "../lib/pagination";

type SlotRow = typeof slots.$inferSelect;
type ServiceRow = typeof services.$inferSelect;
const MAX_RANGE_DAYS = 62;

function slotJson(slot: SlotRow, free: { remaining: number; canHavePrivate: boolean }): Slot {
  return {
    id: slot.id,
    service: slot.serviceId,
    date: slot.date,
    start_time: slot.startTime,
    end_time: slot.endTime,
    pct_discount: slot.pctDiscount,
    can_have_private_option: free.canHavePrivate,
    capacity: slot.capacity,
    remaining_capacity: free.remaining,
    available: free.remaining > 0,
  };
}

/** Slots a member can still book: they start after the lead time (3 h by default). */
export function slotRoutes(deps: AppDeps) {
  const app = new Hono();
  const { db } = deps;
  const earliest = () => new Date(deps.clock.now().getTime() + bookingLeadHours(db) * 3_600_000);
  const serviceById = (id: number) =>
    Number.isInteger(id) && id > 0
      ? db
          .select()
          .from(services)
          .where(and(eq(services.id, id), eq(services.isActive, true)))
          .get()
      : undefined;
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
    const service = serviceById(input.data.service_id);
    if (!service) return c.json({ service_id: ["Service introuvable."] }, 400);
    const list = db
      .select()
      .from(slots)
      .where(
        and(
          eq(slots.serviceId, service.id),
          gte(slots.date, from),
          lte(slots.date, to),
          gte(slots.startsAt, earliest()),
        ),
      )
      .orderBy(asc(slots.startsAt))
      .all();
    const byDate: Record<string, Slot[]> = {};
    for (const slot of withAvailability(list, service)) {
      const day = byDate[slot.date] ?? [];
      day.push(slot);
      byDate[slot.date] = day;
    }
    return c.json(byDate);
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
