import { Hono } from "hono";
import type * as v from "valibot";
import { profilePatchSchema } from "../../src/contract/accounts";
import type { AppDeps } from "../deps";
import { findMember, updateProfile } from "../domain/members";
import { profileOf } from "../domain/profile";
import { type AuthVars, requireAuth } from "../lib/auth";
import { storeAvatar } from "../lib/avatars";
import { MAX_PICTURE_BYTES } from "../lib/body-limits";
import { envelope, readJson, validate } from "../lib/http";
import { shrinkPicture } from "../lib/picture";

const messages = {
  read: "Profil récupéré avec succès.",
  updated: "Profil mis à jour avec succès!",
  invalidData: "Données invalides.",
  notFound: "Utilisateur introuvable.",
  notImage: "Le fichier doit être une image (JPEG, PNG, WebP ou GIF).",
  tooLarge: "L'image ne doit pas dépasser 5 Mo.",
} as const;

export function profileRoutes(deps: AppDeps) {
  const app = new Hono<AuthVars>();
  app.use(requireAuth(deps));

  app.get("/", (c) => {
    const profile = profileOf(deps.db, c.get("userId"), deps.clock.now());
    if (!profile) return envelope(c, 404, messages.notFound, { detail: messages.notFound });
    return envelope(c, 200, messages.read, profile);
  });

  app.patch("/", async (c) => {
    const userId = c.get("userId");
    const isMultipart = (c.req.header("Content-Type") ?? "").startsWith("multipart/form-data");
    let patch: v.InferOutput<typeof profilePatchSchema>;
    let picture: Buffer | null = null;
    if (isMultipart) {
      const form = await c.req.formData().catch(() => null);
      if (!form) return envelope(c, 400, messages.invalidData, { detail: messages.invalidData });
      const fields: Record<string, string> = {};
      for (const key of ["first_name", "last_name", "telephone_number"] as const) {
        const value = form.get(key);
        if (typeof value === "string") fields[key] = value;
      }
      const parsed = validate(profilePatchSchema, fields);
      if (!parsed.ok) return envelope(c, 400, messages.invalidData, parsed.errors);
      patch = parsed.data;
      const file = form.get("profile_picture");
      if (file instanceof File && file.size > 0) {
        if (file.size > MAX_PICTURE_BYTES) {
          return envelope(c, 400, messages.invalidData, { profile_picture: [messages.tooLarge] });
        }
        picture = await shrinkPicture(new Uint8Array(await file.arrayBuffer()));
        if (!picture) return envelope(c, 400, messages.invalidData, { profile_picture: [messages.notImage] });
      }
    } else {
      const parsed = await readJson(c, profilePatchSchema);
      if (!parsed.ok) return envelope(c, 400, messages.invalidData, parsed.errors);
      patch = parsed.data;
    }

    const before = findMember(deps.db, userId);
    if (!before) return envelope(c, 404, messages.notFound, { detail: messages.notFound });
    const profilePicture = picture
      ? await storeAvatar(deps.config.mediaDir, picture, before.profilePicture)
      : before.profilePicture;
    updateProfile(deps.db, before, patch, profilePicture);
    return envelope(c, 200, messages.updated, profileOf(deps.db, userId, deps.clock.now()));
  });
  return app;
}
