import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "../db/tables";

/** The legal documents shipped with the app, until an admin writes new ones (kept in the database). */
export const docsDir = fileURLToPath(new URL("../media/docs", import.meta.url));

export const SITE_IMAGES = "/media/site/";
export const SITE_DOCS = "/media/docs/";

/** A file an admin gave the site (picture, document), by its public path: every instance serves it. */
export async function readStoredFile(db: Db, path: string) {
  const row = await db
    .selectFrom("storedFiles")
    .select(["bytes", "contentType"])
    .where("path", "=", path)
    .executeTakeFirst();
  return row ? { bytes: Buffer.from(row.bytes), contentType: row.contentType } : null;
}

/**
 * Keeps a new file under an unguessable name (a new address: caches never serve the old one for
 * it) and removes the one it replaces, if it was one of ours; answers its public path.
 */
export async function storeSiteFile(
  db: Db,
  file: { prefix: string; name: string; ext: string; contentType: string; bytes: Buffer },
  previous: string | null,
  now: Date,
): Promise<string> {
  const path = `${file.prefix}${file.name}-${randomUUID()}${file.ext}`;
  await db
    .insertInto("storedFiles")
    .values({ path, contentType: file.contentType, bytes: file.bytes, createdAt: now })
    .execute();
  if (previous?.startsWith(file.prefix) && previous !== path)
    await db.deleteFrom("storedFiles").where("path", "=", previous).execute();
  return path;
}

/** A legal document's page by its public path: one written by an admin, else the one shipped. */
export async function readDocument(db: Db, path: string): Promise<string | null> {
  const stored = await readStoredFile(db, path);
  if (stored) return stored.bytes.toString("utf8");
  const name = path.startsWith(SITE_DOCS) ? path.slice(SITE_DOCS.length) : "";
  if (!/^[a-z-]+\.html$/.test(name)) return null;
  return readFile(join(docsDir, name), "utf8").catch(() => null);
}
