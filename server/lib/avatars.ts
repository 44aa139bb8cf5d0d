import { randomUUID } from "node:crypto";
import { readFile, unlink } from "node:fs/promises";
import { join } from "node:path";
import type { Db } from "../db/tables";

const PREFIX = "/media/avatars/";

/**
 * Keeps a member's new picture in the database, where every instance serves it from, and removes
 * the one it replaces; answers its public path.
 */
export async function storeAvatar(
  deps: { db: Db; mediaDir: string },
  webp: Buffer,
  previous: string | null,
  now: Date,
): Promise<string> {
  // An unguessable name: the picture is served publicly, like any avatar.
  const path = `${PREFIX}${randomUUID()}.webp`;
  await deps.db
    .insertInto("storedFiles")
    .values({ path, contentType: "image/webp", bytes: webp, createdAt: now })
    .execute();
  if (previous?.startsWith(PREFIX)) {
    await deps.db.deleteFrom("storedFiles").where("path", "=", previous).execute();
    // A picture from before they were kept in the database sits in the data folder.
    await unlink(join(deps.mediaDir, "avatars", previous.slice(PREFIX.length))).catch(() => undefined);
  }
  return path;
}

/** A member's picture by its public path: from the database, else (kept before) the data folder. */
export async function readAvatar(
  deps: { db: Db; mediaDir: string },
  path: string,
): Promise<{ bytes: Buffer; contentType: string | null } | null> {
  const row = await deps.db
    .selectFrom("storedFiles")
    .select(["bytes", "contentType"])
    .where("path", "=", path)
    .executeTakeFirst();
  if (row) return { bytes: Buffer.from(row.bytes), contentType: row.contentType };
  const bytes = await readFile(join(deps.mediaDir, "avatars", path.slice(PREFIX.length))).catch(() => null);
  return bytes ? { bytes, contentType: null } : null;
}
