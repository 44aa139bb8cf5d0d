import { type Context, Hono, type MiddlewareHandler } from "hono";
import { activeRequestSchema, packInputSchema, serviceInputSchema } from "../../src/contract/staff/catalogue";
import { staffMessages } from "../../src/contract/staff/common";
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
import { toAnswer } from "../lib/answers";
import { MAX_PICTURE_BYTES } from "../lib/body-limits";
import { detail, readJson, reply } from "../lib/http";
import { shrinkPicture } from "../lib/picture";
import type { StaffVars } from "../lib/staff-auth";
import { databaseUploadGate } from "../lib/upload-gate-database";

/** A service's picture as it is kept: up to 1200 px on its longest side (cards and the detail page). */
export const SERVICE_IMAGE_SIDE = 1200;

const imageMessages = {
  missing: "Choisissez une image à envoyer.",
  notImage: "Le fichier doit être une image (JPEG, PNG, WebP ou GIF).",
  tooLarge: "L'image ne doit pas dépasser 5 Mo.",
  tooManyPixels:
    "Cette image est trop grande (4096 × 3072 pixels au plus). Choisissez une image plus petite.",
  uploadUnderWay: "Une image est déjà en cours d'envoi. Veuillez réessayer dans quelques secondes.",
  tooManyUploads: (minutes: number) =>
    `Trop d'envois d'image. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? "s" : ""}.`,
  serverBusy: "Le serveur reçoit beaucoup d'images en ce moment. Veuillez réessayer dans quelques secondes.",
} as const;

const rowId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** Reads what is left of a request's body, keeping none of it. */
async function discardBody(c: Context) {
  const reader = c.req.raw.body?.getReader();
  while (reader && !(await reader.read()).done);
}

/** Services and packs, for admins only: listed (on sale or not), created, changed, withdrawn. */
export function staffCatalogueRoutes(deps: AppDeps) {
  const app = new Hono<StaffVars>();
  const adminOnly: MiddlewareHandler<StaffVars> = async (c, next) => {
    if (c.get("staff").role !== "admin") return detail(c, 403, staffMessages.adminOnly);
    await next();
  };
  // Scoped to its own paths: this app is mounted beside the other staff routes.
  app.use("/services/*", adminOnly);
  app.use("/packs/*", adminOnly);
  // The same turns and counts as the profile photos: one at a time, a few in 10 minutes per person.
  const gate = deps.uploadGate ?? databaseUploadGate(deps);

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
    const admission = await gate.admit(staff.id);
    if (!admission.ok) {
      await discardBody(c);
      const wait = admission.reason === "busy" ? 5 : Math.ceil(admission.retryAfterMs / 1000);
      c.header("Retry-After", String(wait));
      return detail(
        c,
        429,
        admission.reason === "busy"
          ? imageMessages.uploadUnderWay
          : imageMessages.tooManyUploads(Math.ceil(wait / 60)),
      );
    }
    let counted = true;
    try {
      const form = await c.req.formData().catch(() => null);
      const file = form?.get("image");
      if (!(file instanceof File && file.size > 0)) {
        counted = false;
        return c.json({ image: [imageMessages.missing] }, 400);
      }
      if (file.size > MAX_PICTURE_BYTES) return c.json({ image: [imageMessages.tooLarge] }, 400);
      const shrunk = await shrinkPicture(new Uint8Array(await file.arrayBuffer()), SERVICE_IMAGE_SIDE);
      if (!shrunk.ok && shrunk.reason === "server-busy") {
        c.header("Retry-After", "5");
        return detail(c, 429, imageMessages.serverBusy);
      }
      if (!shrunk.ok)
        return c.json(
          {
            image: [
              shrunk.reason === "too-many-pixels" ? imageMessages.tooManyPixels : imageMessages.notImage,
            ],
          },
          400,
        );
      return reply(c, toAnswer(await setServiceImage(deps, staff, id, shrunk.webp)));
    } finally {
      await gate.done(staff.id, admission.turn, counted);
    }
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
