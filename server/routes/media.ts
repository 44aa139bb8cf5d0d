import { Hono } from "hono";
import type { AppDeps } from "../deps";
import { PHOTO_PREFIX } from "../domain/people/practitioner-photo";
import { readServiceImage } from "../domain/staff/service-image";
import { readAvatar } from "../lib/avatars";
import { detail, httpMessages } from "../lib/http";
import { readDocument, readStoredFile, SITE_IMAGES } from "../lib/site-files";
import { drawArt } from "../media/art";
import { artworks } from "../media/registry";

const IMMUTABLE = "public, max-age=31536000, immutable";
const avatarTypes: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};

/** Pictures and documents: our illustrations, members' avatars, services' pictures, the legal documents. */
export function mediaRoutes(deps: AppDeps) {
  const app = new Hono();

  app.get("/art/:file{[a-z0-9-]+\\.svg}", (c) => {
    const name = c.req.param("file").replace(/\.svg$/, "");
    const art = artworks[name];
    if (!art) return detail(c, 404, httpMessages.notFound);
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    // Drawn the same from its name every time: a phone keeps it a month, then revalidates (ETag).
    c.header("Cache-Control", "public, max-age=2592000");
    return c.body(drawArt(name, art.palette, art.motif, art.width, art.height));
  });

  app.get("/avatars/:file{[0-9a-f-]{36}\\.(png|jpg|webp|gif)}", async (c) => {
    const file = c.req.param("file");
    const found = await readAvatar({ db: deps.db, mediaDir: deps.config.mediaDir }, `/media/avatars/${file}`);
    if (!found) return detail(c, 404, httpMessages.notFound);
    const { bytes } = found;
    c.header(
      "Content-Type",
      found.contentType ?? avatarTypes[file.split(".").pop() ?? ""] ?? "application/octet-stream",
    );
    c.header("Cache-Control", IMMUTABLE);
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(new Uint8Array(bytes));
  });

  // A service's picture: a new address for each one sent, so it never changes under its address.
  app.get("/services/:file{[0-9a-f-]{36}\\.webp}", async (c) => {
    const found = await readServiceImage(deps.db, c.req.param("file"));
    if (!found) return detail(c, 404, httpMessages.notFound);
    c.header("Content-Type", found.contentType);
    c.header("Cache-Control", IMMUTABLE);
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(new Uint8Array(found.bytes));
  });
  // A practitioner's photo: likewise a new address for each one sent.
  app.get("/practitioners/:file{[0-9a-f-]{36}\\.webp}", async (c) => {
    const found = await readStoredFile(deps.db, `${PHOTO_PREFIX}${c.req.param("file")}`);
    if (!found) return detail(c, 404, httpMessages.notFound);
    c.header("Content-Type", found.contentType);
    c.header("Cache-Control", IMMUTABLE);
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(new Uint8Array(found.bytes));
  });
  // Pictures an admin gave the site (banners, slides, modals): a new address for each.
  app.get("/site/:file{[a-z0-9-]+\\.webp}", async (c) => {
    const found = await readStoredFile(deps.db, `${SITE_IMAGES}${c.req.param("file")}`);
    if (!found) return detail(c, 404, httpMessages.notFound);
    c.header("Content-Type", found.contentType);
    c.header("Cache-Control", IMMUTABLE);
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(new Uint8Array(found.bytes));
  });

  // The documents shipped, or those an admin wrote since (kept in the database).
  app.get("/docs/:file{[a-z0-9-]+\\.html}", async (c) => {
    const text = await readDocument(deps.db, `/media/docs/${c.req.param("file")}`);
    if (!text) return detail(c, 404, httpMessages.notFound);
    c.header("Cache-Control", "public, max-age=3600");
    return c.html(text);
  });
  return app;
}
