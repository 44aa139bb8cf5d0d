import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { homeConfigPatchSchema, modalPatchSchema } from "../../src/contract/configs";
import { type BookingMethod, type CreditPack, packPageQuerySchema } from "../../src/contract/payments";
import type { Row } from "../db/tables";
import type { AppDeps } from "../deps";
import { balance } from "../domain/ledger";
import { offeredChannels } from "../domain/message-channel";
import { methodOffered } from "../domain/payment-methods";
import {
  activePack,
  activePacks,
  authSlider,
  authSliders,
  banners,
  bookingMethods,
  countActivePacks,
  homeConfig,
  integerSettings,
  modalConfigs,
  termsPolicies,
} from "../domain/site-config";
import { aboutText, faqEntries } from "../domain/site-texts";
import { findStaff, isAdmin } from "../domain/staff/roles";
import { saveHome, setModalShown } from "../domain/staff/site-display-admin";
import { authenticateAccess } from "../domain/tokens";
import { type AuthVars, bearerToken, requireAuth } from "../lib/auth";
import { body } from "../lib/body";
import { detail, httpMessages } from "../lib/http";
import { isRowId } from "../lib/ids";
import { paginate } from "../lib/pagination";

const sliderJson = (s: Row<"authSliders">) => ({
  id: s.id,
  image_1: s.image1,
  image_2: s.image2,
  image_3: s.image3,
  description_1: s.description1,
  description_2: s.description2,
});

const modalJson = (m: Row<"modalConfigs">) => {
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

  const signedIn = requireAuth(deps);
  // The settings are an admin's (reception runs the day, not the site): checked before the body is
  // read, so a member who may not write hears that whatever they sent.
  const adminOnly = createMiddleware<AuthVars>(async (c, next) => {
    if (!isAdmin(await findStaff(db, c.get("userId")))) return detail(c, 403, httpMessages.forbidden);
    await next();
  });

  app.get("/authSlider/", async (c) => c.json((await authSliders(db)).map(sliderJson)));
  app.get("/authSlider/:id{[0-9]+}/", async (c) => {
    const id = Number(c.req.param("id"));
    const row = isRowId(id) ? await authSlider(db, id) : undefined;
    return row ? c.json(sliderJson(row)) : detail(c, 404, httpMessages.notFound);
  });

  app.get("/banner/", async (c) =>
    c.json(
      (await banners(db))
        .filter((b) => b.isActive)
        .map((b) => ({
          id: b.id,
          header_image: b.headerImage,
          header_title: b.headerTitle,
          header_sub_title: b.headerSubTitle,
          footer_image: b.footerImage,
          footer_title: b.footerTitle,
          link: b.link,
        })),
    ),
  );

  app.get("/homeconfigs/", async (c) => c.json(await homeConfig(db)));
  app.patch("/homeconfigs/", signedIn, adminOnly, body(homeConfigPatchSchema), async (c) => {
    const input = c.req.valid("json");
    const current = await homeConfig(db);
    const next = { ...current, ...input };
    // The same write as the back-office's, with its audit line.
    await saveHome(deps, { id: c.get("userId") }, next);
    return c.json(next);
  });

  app.get("/modal/", async (c) => c.json((await modalConfigs(db)).map(modalJson)));
  app.patch("/modal/", signedIn, adminOnly, body(modalPatchSchema), async (c) => {
    const input = c.req.valid("json");
    await setModalShown(deps, { id: c.get("userId") }, input.type ?? "promo", input.is_active);
    return c.json((await modalConfigs(db)).map(modalJson));
  });

  app.get("/termspolicies/", async (c) =>
    c.json((await termsPolicies(db)).map((t) => ({ id: t.id, type: t.type, file_url: t.fileUrl }))),
  );

  app.get("/faq/", async (c) => c.json(await faqEntries(db)));
  app.get("/about/", async (c) => c.json(await aboutText(db)));
  // The phone channels offered: sign-up and Mon Profil offer SMS and WhatsApp only when they exist.
  app.get("/channels/", (c) => {
    const offered = offeredChannels(deps);
    return c.json({ sms: offered.includes("sms"), whatsapp: offered.includes("whatsapp") });
  });

  const packJson = (p: Row<"creditPacks">): CreditPack => ({
    credit_id: p.id,
    name: p.name,
    credit_number: p.creditNumber,
    real_price: p.realPrice,
    validity_days: p.validityDays,
  });
  // A plain array, or a page when `page` is asked for (the spec reads both).
  app.get("/credit/", async (c) => {
    if (c.req.query("page") === undefined) return c.json((await activePacks(db)).map(packJson));
    const query = v.parse(packPageQuerySchema, c.req.query());
    const page = await paginate(
      c,
      query,
      () => countActivePacks(db),
      (limit, offset) => activePacks(db, { limit, offset }),
      packJson,
    );
    return c.json(page.body);
  });
  app.get("/credit/:id{[0-9]+}/", async (c) => {
    const id = Number(c.req.param("id"));
    const pack = isRowId(id) ? await activePack(db, id) : undefined;
    return pack ? c.json(packJson(pack)) : detail(c, 404, "Pack introuvable.");
  });

  // The credit method carries the member's balance when a valid token comes with the call.
  app.get("/bookingmethod/", async (c) => {
    const token = bearerToken(c.req.header("Authorization"));
    const auth = token ? await authenticateAccess(deps, token) : null;
    const total = auth ? await balance(db, auth.userId, deps.clock.now()) : null;
    c.header("Cache-Control", auth ? "private, no-store" : "public, max-age=60");
    c.header("Vary", "Authorization");
    return c.json(
      (await bookingMethods(db)).map(
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

  app.get("/integerSetting/", async (c) =>
    c.json((await integerSettings(db)).map((s) => ({ key: s.key, value: s.value }))),
  );
  return app;
}
