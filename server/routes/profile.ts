import { randomUUID } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { type ProfilePatch, profilePatchSchema } from "../../src/contract/accounts";
import { users } from "../db/schema";
import type { AppDeps } from "../deps";
import { profileOf } from "../domain/profile";
import { type AuthVars, requireAuth } from "../lib/auth";
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
    let patch: ProfilePatch;
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

    const before = deps.db.select().from(users).where(eq(users.id, userId)).get();
    if (!before) return envelope(c, 404, messages.notFound, { detail: messages.notFound });
    let profilePicture = before.profilePicture;
    if (picture) {
      const dir = join(deps.config.mediaDir, "avatars");
      await mkdir(dir, { recursive: true });
      // An unguessable name: the picture is served publicly, like any avatar.
      const name = `${randomUUID()}.webp`;
      await writeFile(join(dir, name), picture);
      profilePicture = `/media/avatars/${name}`;
      if (before.profilePicture?.startsWith("/media/avatars/")) {
        await unlink(join(dir, before.profilePicture.slice("/media/avatars/".length))).catch(() => undefined);
      }
    }
    deps.db
      .update(users)
      .set({
        firstName: patch.first_name ?? before.firstName,
        lastName: patch.last_name ?? before.lastName,
        telephoneNumber:
          patch.telephone_number === undefined ? before.telephoneNumber : patch.telephone_number || null,
        profilePicture,
        ...(patch.address && {
          country: orNull(patch.address.country, before.country),
          city: orNull(patch.address.city, before.city),
          postalCode: orNull(patch.address.postal_code, before.postalCode),
          address: orNull(patch.address.address, before.address),
        }),
      })
      .where(eq(users.id, userId))
      .run();
    return envelope(c, 200, messages.updated, profileOf(deps.db, userId, deps.clock.now()));
  });
  return app;
}

/** An absent field keeps its value; an empty one clears it. */
function orNull(value: string | undefined, previous: string | null): string | null {
  return value === undefined ? previous : value || null;
}
