import { and, asc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { homeConfigPatchSchema, modalPatchSchema } from "../../src/contract/configs";
import { type BookingMethod, type CreditPack, packPageQuerySchema } from "../../src/contract/payments";
import {
  authSliders,
  banners,
  bookingMethods,
  creditPacks,
  homeConfigs,
  integerSettings,
  modalConfigs,
  termsPolicies,
  users,
} from "../db/schema";
import type { AppDeps } from "../deps";
import { balance } from "../domain/ledger";
import { methodOffered } from "../domain/payments";
import { authenticateAccess } from "../domain/tokens";
import { type AuthVars, bearerToken, requireAuth } from "../lib/auth";
import { detail, httpMessages, readJson } from "../lib/http";
import { paginate } from "../lib/pagination";

const sliderJson = (s: typeof authSliders.$inferSelect) => ({
  id: s.id,
  image_1: s.image1,
  image_2: s.image2,
  image_3: s.image3,
  description_1: s.description1,
  description_2: s.description2,
});

const modalJson = (m: typeof modalConfigs.$inferSelect) => {
  const choices = m.choices ? JSON.parse(m.choices) : {};
  return {
    id: m.id,
    type: m.type,
    is_active: m.isActive,
    title: m.title,
    description: m.description,
    image: m.image,
    personnalise: choices.personnalise ?? null,
    standard: choices.standard ?? null,
  };
};

function homeConfigJson(deps: AppDeps) {
  const row = deps.db.select().from(homeConfigs).where(eq(homeConfigs.id, 1)).get();
  return {
    display_basic_service: row?.displayBasicService ?? true,
    display_custom_service: row?.displayCustomService ?? true,
  };
}

/** Public settings of the site; the two writes are for staff only. */
export function configRoutes(deps: AppDeps) {
  const app = new Hono<AuthVars>();
  const { db } = deps;
  // Public and shared by every visitor: caches may keep them a little while.
  app.use(async (c, next) => {
    await next();
    if (c.req.method === "GET" && c.res.status === 200 && !c.res.headers.has("Cache-Control")) {
      c.header("Cache-Control", "public, max-age=60");
    }
  });

  const staffOnly = requireAuth(deps);
  const isStaff = (userId: number) => !!db.select().from(users).where(eq(users.id, userId)).get()?.isStaff;

  app.get("/authSlider/", (c) => c.json(db.select().from(authSliders).all().map(sliderJson)));
  app.get("/authSlider/:id{[0-9]+}/", (c) => {
    const row = db
      .select()
      .from(authSliders)
      .where(eq(authSliders.id, Number(c.req.param("id"))))
      .get();
    return row ? c.json(sliderJson(row)) : detail(c, 404, httpMessages.notFound);
  });

  app.get("/banner/", (c) =>
    c.json(
      db
        .select()
        .from(banners)
        .all()
        .map((b) => ({
          id: b.id,
          header_image: b.headerImage,
          header_title: b.headerTitle,
          header_sub_title: b.headerSubTitle,
          footer_image: b.footerImage,
          footer_title: b.footerTitle,
        })),
    ),
  );

  app.get("/homeconfigs/", (c) => c.json(homeConfigJson(deps)));
  app.patch("/homeconfigs/", staffOnly, async (c) => {
    if (!isStaff(c.get("userId"))) return detail(c, 403, httpMessages.forbidden);
    const input = await readJson(c, homeConfigPatchSchema);
    if (!input.ok) return c.json(input.errors, 400);
    const current = homeConfigJson(deps);
    const next = { ...current, ...input.data };
    db.insert(homeConfigs)
      .values({
        id: 1,
        displayBasicService: next.display_basic_service,
        displayCustomService: next.display_custom_service,
      })
      .onConflictDoUpdate({
        target: homeConfigs.id,
        set: {
          displayBasicService: next.display_basic_service,
          displayCustomService: next.display_custom_service,
        },
      })
      .run();
    return c.json(next);
  });

  app.get("/modal/", (c) => c.json(db.select().from(modalConfigs).all().map(modalJson)));
  app.patch("/modal/", staffOnly, async (c) => {
    if (!isStaff(c.get("userId"))) return detail(c, 403, httpMessages.forbidden);
    const input = await readJson(c, modalPatchSchema);
    if (!input.ok) return c.json(input.errors, 400);
    db.update(modalConfigs)
      .set({ isActive: input.data.is_active })
      .where(eq(modalConfigs.type, input.data.type ?? "promo"))
      .run();
    return c.json(db.select().from(modalConfigs).all().map(modalJson));
  });

  app.get("/termspolicies/", (c) =>
    c.json(
      db
        .select()
        .from(termsPolicies)
        .all()
        .map((t) => ({ id: t.id, type: t.type, file_url: t.fileUrl })),
    ),
  );

  const packJson = (p: typeof creditPacks.$inferSelect): CreditPack => ({
    credit_id: p.id,
    name: p.name,
    credit_number: p.creditNumber,
    real_price: p.realPrice,
    validity_days: p.validityDays,
  });
  // A plain array, or a page when `page` is asked for (the spec reads both).
  app.get("/credit/", (c) => {
    const active = eq(creditPacks.isActive, true);
    const packs = (limit = -1, offset = 0) =>
      db
        .select()
        .from(creditPacks)
        .where(active)
        .orderBy(asc(creditPacks.creditNumber))
        .limit(limit)
        .offset(offset)
        .all();
    if (c.req.query("page") === undefined) return c.json(packs().map(packJson));
    const query = v.parse(packPageQuerySchema, c.req.query());
    const count = () => db.select({ n: sql<number>`count(*)` }).from(creditPacks).where(active).get()?.n ?? 0;
    return c.json(paginate(c, query, count, packs, packJson).body);
  });
  app.get("/credit/:id{[0-9]+}/", (c) => {
    const pack = db
      .select()
      .from(creditPacks)
      .where(and(eq(creditPacks.id, Number(c.req.param("id"))), eq(creditPacks.isActive, true)))
      .get();
    return pack ? c.json(packJson(pack)) : detail(c, 404, "Pack introuvable.");
  });

  // The credit method carries the member's balance when a valid token comes with the call.
  app.get("/bookingmethod/", (c) => {
    const token = bearerToken(c.req.header("Authorization"));
    const auth = token ? authenticateAccess(deps, token) : null;
    const total = auth ? balance(db, auth.userId, deps.clock.now()) : null;
    c.header("Cache-Control", auth ? "private, no-store" : "public, max-age=60");
    c.header("Vary", "Authorization");
    return c.json(
      db
        .select()
        .from(bookingMethods)
        .orderBy(asc(bookingMethods.code))
        .all()
        .map(
          (m): BookingMethod => ({
            id: m.id,
            code: m.code,
            name: m.name,
            description: m.description,
            image: m.image,
            display_on_booking: methodOffered(deps.config, m, "booking"),
            display_on_pack: methodOffered(deps.config, m, "pack"),
            user_total_credits: m.code === "PAY02" ? total : null,
          }),
        ),
    );
  });

  app.get("/integerSetting/", (c) =>
    c.json(
      db
        .select()
        .from(integerSettings)
        .all()
        .map((s) => ({ key: s.key, value: s.value })),
    ),
  );
  return app;
}
