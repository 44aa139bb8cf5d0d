import { type Context, Hono } from "hono";
import * as v from "valibot";
import { penaltiesRequestSchema } from "../../src/contract/penalties";
import { documentTypeSchema, modalTypeSchema, settingsMessages } from "../../src/contract/staff/settings";
import {
  aboutRequestSchema,
  bannerRequestSchema,
  documentRequestSchema,
  faqRequestSchema,
  homeRequestSchema,
  modalRequestSchema,
  rulesRequestSchema,
  slidesRequestSchema,
} from "../../src/contract/staff/settings-requests";
import type { AppDeps } from "../deps";
import { savePenalties } from "../domain/penalties/policy-admin";
import {
  type ImageTarget,
  saveBanner,
  saveHome,
  saveImage,
  saveModal,
  saveSlides,
} from "../domain/staff/site-display-admin";
import { readSiteSettings, type SettingsWrite, saveRules } from "../domain/staff/site-settings";
import { saveAbout, saveDocument, saveFaq } from "../domain/staff/site-texts-admin";
import { adminPictureUpload, discardBody } from "../lib/admin-picture";
import { body } from "../lib/body";
import { detail } from "../lib/http";
import { pathId, pathType, rowId } from "../lib/path-params";
import { requireAdmin, type StaffVars } from "../lib/staff-auth";

/** Longest side of a site's picture once shrunk: a banner across a desktop screen stays sharp. */
const SITE_PICTURE_SIDE = 1600;

/** The site's settings (`contract/staff/settings.ts`), for admins only. */
export function staffSettingsRoutes(deps: AppDeps) {
  const app = new Hono<StaffVars>();
  app.use(requireAdmin);
  const rowPath = pathId(settingsMessages.notFound);
  const modalPath = pathType(modalTypeSchema, settingsMessages.notFound);
  const documentPath = pathType(documentTypeSchema, settingsMessages.notFound);
  const actor = (c: Context<StaffVars>) => ({ id: c.get("staff").id });
  const answer = (c: Context, result: SettingsWrite, message: string = settingsMessages.saved) =>
    result.ok ? c.json({ detail: message, settings: result.settings }) : detail(c, 404, result.message);

  app.get("/", async (c) => c.json(await readSiteSettings(deps.db)));

  app.put("/home/", body(homeRequestSchema), async (c) => {
    const input = c.req.valid("json");
    return answer(c, await saveHome(deps, actor(c), input));
  });

  app.put("/banners/:id/", rowPath, body(bannerRequestSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    return answer(c, await saveBanner(deps, actor(c), id, input));
  });

  app.put("/modals/:type/", modalPath, body(modalRequestSchema), async (c) => {
    const { type } = c.req.valid("param");
    const input = c.req.valid("json");
    return answer(c, await saveModal(deps, actor(c), type, input));
  });

  app.put("/slides/:id/", rowPath, body(slidesRequestSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    return answer(c, await saveSlides(deps, actor(c), id, input));
  });

  app.put("/documents/:type/", documentPath, body(documentRequestSchema), async (c) => {
    const { type } = c.req.valid("param");
    const input = c.req.valid("json");
    return answer(c, await saveDocument(deps, actor(c), type, input.html));
  });

  app.put("/faq/", body(faqRequestSchema), async (c) => {
    const input = c.req.valid("json");
    return answer(c, await saveFaq(deps, actor(c), input));
  });

  app.put("/about/", body(aboutRequestSchema), async (c) => {
    const input = c.req.valid("json");
    return answer(c, await saveAbout(deps, actor(c), input.html));
  });

  app.put("/rules/", body(rulesRequestSchema), async (c) => {
    const input = c.req.valid("json");
    return answer(c, await saveRules(deps, actor(c), input));
  });

  app.put("/penalties/", body(penaltiesRequestSchema), async (c) => {
    const input = c.req.valid("json");
    return answer(c, await savePenalties(deps, actor(c), input));
  });

  const picture = adminPictureUpload(deps);
  /** A picture for the site, taken in turn, checked and re-encoded like a service's (`admin-picture.ts`). */
  async function upload(c: Context<StaffVars>, target: ImageTarget | null) {
    if (!target) {
      await discardBody(c);
      return detail(c, 404, settingsMessages.notFound);
    }
    return picture(c, actor(c).id, SITE_PICTURE_SIDE, async (webp) =>
      answer(c, await saveImage(deps, actor(c), target, webp), settingsMessages.imageSaved),
    );
  }

  app.put("/banners/:id/images/:place/", (c) => {
    const id = rowId(c.req.param("id"));
    const place = c.req.param("place");
    return upload(
      c,
      id !== null && (place === "header" || place === "footer") ? { kind: "banner", id, place } : null,
    );
  });
  app.put("/slides/:id/images/:n/", (c) => {
    const id = rowId(c.req.param("id"));
    const n = Number(c.req.param("n"));
    return upload(c, id !== null && (n === 1 || n === 2 || n === 3) ? { kind: "slide", id, n } : null);
  });
  app.put("/modals/:type/image/", (c) => {
    const type = v.safeParse(modalTypeSchema, c.req.param("type"));
    return upload(c, type.success ? { kind: "modal", type: type.output } : null);
  });
  return app;
}
