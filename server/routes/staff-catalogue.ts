import { Hono } from "hono";
import { activeRequestSchema, packInputSchema, serviceInputSchema } from "../../src/contract/staff/catalogue";
import type { AppDeps } from "../deps";
import {
  allPacks,
  createPack,
  packAnswers,
  setPackActive,
  staffPackJson,
  updatePack,
} from "../domain/staff/packs-admin";
import { setServiceImage } from "../domain/staff/service-image";
import {
  allServices,
  createService,
  serviceAnswers,
  setServiceActive,
  staffServiceJson,
  updateService,
} from "../domain/staff/services-admin";
import { adminPictureUpload, discardBody } from "../lib/admin-picture";
import { toAnswer } from "../lib/answers";
import { detail, readJson, reply } from "../lib/http";
import { requireAdmin, type StaffVars } from "../lib/staff-auth";

/** A service's picture as it is kept: up to 1200 px on its longest side (cards and the detail page). */
export const SERVICE_IMAGE_SIDE = 1200;

const rowId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** Services and packs, for admins only: listed (on sale or not), created, changed, withdrawn. */
export function staffCatalogueRoutes(deps: AppDeps) {
  const app = new Hono<StaffVars>();
  // Scoped to its own paths: this app is mounted beside the other staff routes.
  app.use("/services/*", requireAdmin);
  app.use("/packs/*", requireAdmin);
  const picture = adminPictureUpload(deps);

  app.get("/services/", async (c) => c.json((await allServices(deps.db)).map(staffServiceJson)));

  app.post("/services/", async (c) => {
    const input = await readJson(c, serviceInputSchema);
    if (!input.ok) return c.json(input.errors, 400);
    return reply(c, toAnswer(await createService(deps, c.get("staff"), input.data), 201));
  });

  app.put("/services/:id/", async (c) => {
    const id = rowId(c.req.param("id"));
    if (!id) return detail(c, 404, serviceAnswers.serviceNotFound);
    const input = await readJson(c, serviceInputSchema);
    if (!input.ok) return c.json(input.errors, 400);
    return reply(c, toAnswer(await updateService(deps, c.get("staff"), id, input.data)));
  });

  app.post("/services/:id/active/", async (c) => {
    const id = rowId(c.req.param("id"));
    if (!id) return detail(c, 404, serviceAnswers.serviceNotFound);
    const input = await readJson(c, activeRequestSchema);
    if (!input.ok) return c.json(input.errors, 400);
    return reply(c, toAnswer(await setServiceActive(deps, c.get("staff"), id, input.data.active)));
  });

  app.post("/services/:id/image/", async (c) => {
    const id = rowId(c.req.param("id"));
    if (!id) {
      await discardBody(c);
      return detail(c, 404, serviceAnswers.serviceNotFound);
    }
    const staff = c.get("staff");
    return picture(c, staff.id, SERVICE_IMAGE_SIDE, async (webp) =>
      reply(c, toAnswer(await setServiceImage(deps, staff, id, webp))),
    );
  });

  app.get("/packs/", async (c) => c.json((await allPacks(deps.db)).map(staffPackJson)));

  app.post("/packs/", async (c) => {
    const input = await readJson(c, packInputSchema);
    if (!input.ok) return c.json(input.errors, 400);
    return reply(c, toAnswer(await createPack(deps, c.get("staff"), input.data), 201));
  });

  app.put("/packs/:id/", async (c) => {
    const id = rowId(c.req.param("id"));
    if (!id) return detail(c, 404, packAnswers.packNotFound);
    const input = await readJson(c, packInputSchema);
    if (!input.ok) return c.json(input.errors, 400);
    return reply(c, toAnswer(await updatePack(deps, c.get("staff"), id, input.data)));
  });

  app.post("/packs/:id/active/", async (c) => {
    const id = rowId(c.req.param("id"));
    if (!id) return detail(c, 404, packAnswers.packNotFound);
    const input = await readJson(c, activeRequestSchema);
    if (!input.ok) return c.json(input.errors, 400);
    return reply(c, toAnswer(await setPackActive(deps, c.get("staff"), id, input.data.active)));
  });
  return app;
}
