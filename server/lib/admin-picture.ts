import type { Context } from "hono";
import { counted } from "../../src/lib/plural";
import type { AppDeps } from "../deps";
import { MAX_PICTURE_BYTES } from "./body-limits";
import { detail } from "./http";
import { shrinkPicture } from "./picture";
import { databaseUploadGate } from "./upload-gate-database";

/** What an admin is told about a picture sent (a service's, a banner's, a slide's). */
export const adminPictureMessages = {
  missing: "Choisissez une image à envoyer.",
  notImage: "Le fichier doit être une image (JPEG, PNG, WebP ou GIF).",
  tooLarge: "L'image ne doit pas dépasser 5 Mo.",
  tooManyPixels:
    "Cette image est trop grande (4096 × 3072 pixels au plus). Choisissez une image plus petite.",
  uploadUnderWay: "Une image est déjà en cours d'envoi. Veuillez réessayer dans quelques secondes.",
  tooManyUploads: (minutes: number) =>
    `Trop d'envois d'image. Veuillez réessayer dans ${counted(minutes, "minute")}.`,
  serverBusy: "Le serveur reçoit beaucoup d'images en ce moment. Veuillez réessayer dans quelques secondes.",
} as const;

const m = adminPictureMessages;

/** Reads what is left of a request's body, keeping none of it. */
export async function discardBody(c: Context) {
  const reader = c.req.raw.body?.getReader();
  while (reader && !(await reader.read()).done);
}

/**
 * An admin's picture, sent as multipart `image`: taken in turn with the profile photos' gate (one at
 * a time, a few in 10 minutes per person), checked by its bytes, turned upright, shrunk to `side`
 * pixels at most and re-encoded as WebP, then handed to `save`. Every refusal is French: 400 for
 * the file, 429 with `Retry-After` for a turn to wait.
 */
export function adminPictureUpload(deps: AppDeps) {
  const gate = deps.uploadGate ?? databaseUploadGate(deps);
  return async (
    c: Context,
    staffId: number,
    side: number,
    save: (webp: Buffer) => Promise<Response>,
  ): Promise<Response> => {
    const admission = await gate.admit(staffId);
    if (!admission.ok) {
      await discardBody(c);
      const wait = admission.reason === "busy" ? 5 : Math.ceil(admission.retryAfterMs / 1000);
      c.header("Retry-After", String(wait));
      return detail(
        c,
        429,
        admission.reason === "busy" ? m.uploadUnderWay : m.tooManyUploads(Math.ceil(wait / 60)),
      );
    }
    let counted = true;
    try {
      const form = await c.req.formData().catch(() => null);
      const file = form?.get("image");
      if (!(file instanceof File && file.size > 0)) {
        counted = false;
        return c.json({ image: [m.missing] }, 400);
      }
      if (file.size > MAX_PICTURE_BYTES) return c.json({ image: [m.tooLarge] }, 400);
      const shrunk = await shrinkPicture(new Uint8Array(await file.arrayBuffer()), side);
      if (!shrunk.ok && shrunk.reason === "server-busy") {
        c.header("Retry-After", "5");
        return detail(c, 429, m.serverBusy);
      }
      if (!shrunk.ok)
        return c.json({ image: [shrunk.reason === "too-many-pixels" ? m.tooManyPixels : m.notImage] }, 400);
      return await save(shrunk.webp);
    } finally {
      await gate.done(staffId, admission.turn, counted);
    }
  };
}
