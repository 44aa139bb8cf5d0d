import { Hono } from "hono";
import { promoAdminMessages, promoInputSchema } from "../../src/contract/staff/promos";
import type { AppDeps } from "../deps";
import { allPromos, createPromo, updatePromo } from "../domain/promos/promos-admin";
import { toAnswer } from "../lib/answers";
import { body } from "../lib/body";
import { reply } from "../lib/http";
import { pathId } from "../lib/path-params";
import { requireAdmin, type StaffVars } from "../lib/staff-auth";

/** Promo codes, for admins only: listed with their uses, created, changed. */
export function staffPromoRoutes(deps: AppDeps) {
  const app = new Hono<StaffVars>();
  app.use("/promo-codes/*", requireAdmin);
  const promoPath = pathId(promoAdminMessages.notFound);

  app.get("/promo-codes/", async (c) => c.json(await allPromos(deps.db, deps.clock.now())));

  app.post("/promo-codes/", body(promoInputSchema), async (c) => {
    const input = c.req.valid("json");
    return reply(c, toAnswer(await createPromo(deps, c.get("staff"), input), 201));
  });

  app.put("/promo-codes/:id/", promoPath, body(promoInputSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    return reply(c, toAnswer(await updatePromo(deps, c.get("staff"), id, input)));
  });
  return app;
}
