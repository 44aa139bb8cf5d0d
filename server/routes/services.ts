import { and, asc, eq, or, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { type Service, serviceListQuerySchema, serviceSearchFields } from "../../src/contract/services";
import { foldForSearch } from "../../src/lib/search-text";
import { services } from "../db/schema";
import type { AppDeps } from "../deps";
import { detail } from "../lib/http";
import { paginate } from "../lib/pagination";

const messages = { notFound: "Service introuvable.", badPage: "Page non valide." } as const;

export const serviceJson = (s: typeof services.$inferSelect): Service => ({
  id: s.id,
  name: s.name,
  type: s.type,
  price: s.price,
  credit_price: s.creditPrice,
  description: s.description,
  short_description: s.shortDescription,
  short_resume: s.shortResume,
  duration: s.duration,
  nb_person_max_per_booking: s.nbPersonMaxPerBooking,
  private_option_price: s.privateOptionPrice,
  private_option_credit_price: s.privateOptionCreditPrice,
  can_have_private_option: s.canHavePrivateOption,
  imageUrl: s.image,
});

/** Each searchable field is searched in its stored folded form (no case, no accents). */
const columns = {
  name: services.nameSearch,
  description: services.descriptionSearch,
  short_description: services.shortDescriptionSearch,
} as const;

/** `%` and `_` typed by a visitor are searched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export function serviceRoutes(deps: AppDeps) {
  const app = new Hono();
  const { db } = deps;

  app.get("/", (c) => {
    const query = v.parse(serviceListQuerySchema, c.req.query());
    const filters: SQL[] = [eq(services.isActive, true)];
    if (query.type) filters.push(eq(services.type, query.type));
    if (query.search) {
      const fields = query.search_fields
        .split(",")
        .map((f) => f.trim())
        .filter((f): f is (typeof serviceSearchFields)[number] =>
          (serviceSearchFields as readonly string[]).includes(f),
        );
      const pattern = likePattern(foldForSearch(query.search));
      const matches = (fields.length ? fields : ["name" as const]).map(
        (f) => sql`${columns[f]} LIKE ${pattern} ESCAPE '\\'`,
      );
      const any = or(...matches);
      if (any) filters.push(any);
    }
    const where = and(...filters);
    const page = paginate(
      c,
      query,
      () => db.select({ n: sql<number>`count(*)` }).from(services).where(where).get()?.n ?? 0,
      (limit, offset) =>
        db.select().from(services).where(where).orderBy(asc(services.id)).limit(limit).offset(offset).all(),
      serviceJson,
    );
    return page.pastTheEnd ? detail(c, 404, messages.badPage) : c.json(page.body);
  });

  app.get("/:id/", (c) => {
    const id = Number(c.req.param("id"));
    if (!Number.isInteger(id) || id < 1) return detail(c, 404, messages.notFound);
    const row = db
      .select()
      .from(services)
      .where(and(eq(services.id, id), eq(services.isActive, true)))
      .get();
    return row ? c.json(serviceJson(row)) : detail(c, 404, messages.notFound);
  });
  return app;
}
