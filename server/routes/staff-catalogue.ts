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
import { body } from "../lib/body";
import { detail, reply } from "../lib/http";
import { pathId, rowId } from "../lib/path-params";
import { requireAdmin, type StaffVars } from "../lib/staff-auth";

/** A service's picture as it is kept: up to 1200 px on its longest side (cards and the detail page). */
export const SERVICE_IMAGE_SIDE = 1200;

/** Services and packs, for admins only: listed (on sale or not), created, changed, withdrawn. */
export function staffCatalogueRoutes(deps: AppDeps) {
  const app = new Hono<StaffVars>();
  // Scoped to its own paths: this app is mounted beside the other staff routes.
  app.use("/services/*", requireAdmin);
  app.use("/packs/*", requireAdmin);
  const picture = adminPictureUpload(deps);
  const servicePath = pathId(serviceAnswers.serviceNotFound);
  const packPath = pathId(packAnswers.packNotFound);

  app.get("/services/", async (c) => c.json((await allServices(deps.db)).map(staffServiceJson)));

  app.post("/services/", body(serviceInputSchema), async (c) => {
    const input = c.req.valid("json");
    return reply(c, toAnswer(await createService(deps, c.get("staff"), input), 201));
  });

  app.put("/services/:id/", servicePath, body(serviceInputSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    return reply(c, toAnswer(await updateService(deps, c.get("staff"), id, input)));
  });

  app.post("/services/:id/active/", servicePath, body(activeRequestSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    return reply(c, toAnswer(await setServiceActive(deps, c.get("staff"), id, input.active)));
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

  app.post("/packs/", body(packInputSchema), async (c) => {
    const input = c.req.valid("json");
    return reply(c, toAnswer(await createPack(deps, c.get("staff"), input), 201));
  });

  app.put("/packs/:id/", packPath, body(packInputSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    return reply(c, toAnswer(await updatePack(deps, c.get("staff"), id, input)));
  });

  app.post("/packs/:id/active/", packPath, body(activeRequestSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    return reply(c, toAnswer(await setPackActive(deps, c.get("staff"), id, input.active)));
  });
  return app;
}
