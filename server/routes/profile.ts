import { type Context, Hono } from "hono";
import type * as v from "valibot";
import { profilePatchSchema } from "../../src/contract/accounts";
import { counted } from "../../src/lib/plural";
import { type AppDeps, immediate } from "../deps";
import { findMember, updateProfile } from "../domain/members";
import { channelRefusal } from "../domain/message-channel";
import { profileOf } from "../domain/profile";
import { type AuthVars, requireAuth } from "../lib/auth";
import { storeAvatar } from "../lib/avatars";
import { body, envelopedRefusal } from "../lib/body";
import { MAX_PICTURE_BYTES } from "../lib/body-limits";
import { envelope, validate } from "../lib/http";
import { shrinkPicture } from "../lib/picture";
import { databaseUploadGate } from "../lib/upload-gate-database";

const messages = {
  read: "Profil récupéré avec succès.",
  updated: "Profil mis à jour avec succès!",
  invalidData: "Données invalides.",
  notFound: "Utilisateur introuvable.",
  notImage: "Le fichier doit être une image (JPEG, PNG, WebP ou GIF).",
  tooLarge: "L'image ne doit pas dépasser 5 Mo.",
  tooManyPixels:
    "Cette image est trop grande (4096 × 3072 pixels au plus). Choisissez une photo plus petite.",
  uploadUnderWay: "Une photo est déjà en cours d'envoi. Veuillez réessayer dans quelques secondes.",
  tooManyUploads: (minutes: number) =>
    `Trop d'envois de photo. Veuillez réessayer dans ${counted(minutes, "minute")}.`,
  serverBusy: "Le serveur reçoit beaucoup de photos en ce moment. Veuillez réessayer dans quelques secondes.",
} as const;

type Patch = v.InferOutput<typeof profilePatchSchema>;

/** Reads what is left of a request's body, keeping none of it. */
async function discardBody(c: Context) {
  const reader = c.req.raw.body?.getReader();
  while (reader && !(await reader.read()).done);
}

/** Seconds a refused upload is told to wait (Retry-After) when the wait is not a member's limit. */
const SHORT_WAIT_S = 5;

export function profileRoutes(deps: AppDeps) {
  const app = new Hono<AuthVars>();
  app.use(requireAuth(deps));
  const gate = deps.uploadGate ?? databaseUploadGate(deps);
  /** 429, not 503: the app reads a 503 as a server that does not answer. */
  const refuse = (c: Context, message: string, retryAfterS: number) => {
    c.header("Retry-After", String(retryAfterS));
    return envelope(c, 429, message, { detail: message });
  };

  app.get("/", async (c) => {
    const profile = await profileOf(deps.db, c.get("userId"), deps.clock.now());
    if (!profile) return envelope(c, 404, messages.notFound, { detail: messages.notFound });
    return envelope(c, 200, messages.read, profile);
  });

  app.patch("/", async (c, next) => {
    const userId = c.get("userId");
    const isMultipart = (c.req.header("Content-Type") ?? "").startsWith("multipart/form-data");
    // Any other body is JSON, for the next handler.
    if (!isMultipart) return next();
    // Multipart is how a photo comes (the app sends it for nothing else): the member's turn is
    // asked for before the body is read, so an upload refused is dropped as it comes, unparsed.
    const admission = await gate.admit(userId);
    if (!admission.ok) {
      // Read to its end all the same: a slow phone still sending would otherwise get its
      // connection cut (after half a second) instead of the answer.
      await discardBody(c);
      if (admission.reason === "busy") return refuse(c, messages.uploadUnderWay, SHORT_WAIT_S);
      const seconds = Math.ceil(admission.retryAfterMs / 1000);
      return refuse(c, messages.tooManyUploads(Math.ceil(seconds / 60)), seconds);
    }
    try {
      const form = await c.req.formData().catch(() => null);
      if (!form) return envelope(c, 400, messages.invalidData, { detail: messages.invalidData });
      const fields: Record<string, string> = {};
      for (const key of ["first_name", "last_name", "telephone_number"] as const) {
        const value = form.get(key);
        if (typeof value === "string") fields[key] = value;
      }
      const parsed = validate(profilePatchSchema, fields);
      if (!parsed.ok) return envelope(c, 400, messages.invalidData, parsed.errors);
      const file = form.get("profile_picture");
      if (!(file instanceof File && file.size > 0)) {
        // No photo after all: not one of the member's uploads.
        await gate.done(userId, admission.turn, false);
        return await save(c, parsed.data, null);
      }
      if (file.size > MAX_PICTURE_BYTES)
        return envelope(c, 400, messages.invalidData, { profile_picture: [messages.tooLarge] });
      const shrunk = await shrinkPicture(new Uint8Array(await file.arrayBuffer()));
      if (!shrunk.ok && shrunk.reason === "server-busy") return refuse(c, messages.serverBusy, SHORT_WAIT_S);
      if (!shrunk.ok) {
        const message = shrunk.reason === "too-many-pixels" ? messages.tooManyPixels : messages.notImage;
        return envelope(c, 400, messages.invalidData, { profile_picture: [message] });
      }
      return await save(c, parsed.data, shrunk.webp);
    } finally {
      await gate.done(userId, admission.turn);
    }
  });
  app.patch("/", body(profilePatchSchema, { invalid: envelopedRefusal(messages.invalidData) }), (c) =>
    save(c, c.req.valid("json"), null),
  );

  /**
   * Writes the member's changes, and their new picture if any, in one transaction: two saves at
   * once (a photo and the names, from two phones or two instances) never write back a picture
   * already replaced. Answers the profile.
   */
  async function save(c: Context<AuthVars>, patch: Patch, picture: Buffer | null) {
    const userId = c.get("userId");
    const saved = await immediate(deps, async (tx) => {
      const before = await findMember(tx.db, userId);
      if (!before) return false;
      const refusal = channelRefusal(deps, before, patch);
      if (refusal) return refusal;
      const profilePicture = picture
        ? await storeAvatar(
            { db: tx.db, mediaDir: deps.config.mediaDir },
            picture,
            before.profilePicture,
            deps.clock.now(),
          )
        : before.profilePicture;
      await updateProfile(tx.db, before, patch, profilePicture);
      return true;
    });
    if (!saved) return envelope(c, 404, messages.notFound, { detail: messages.notFound });
    if (typeof saved === "object") return envelope(c, 400, saved.message, { [saved.field]: [saved.message] });
    return envelope(c, 200, messages.updated, await profileOf(deps.db, userId, deps.clock.now()));
  }
  return app;
}
