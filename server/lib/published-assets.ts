import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";
import type { Db } from "../db/tables";
import { type AppDeps, immediate } from "../deps";
import { acceptedEncodings, cachePolicy } from "./static-files";

/** Builds whose files stay served: the one running and the two before it (a rollout, a rollback). */
const KEPT_BUILDS = 3;

/**
 * A build is known by its shells, the clients' and the back-office's (built apart): every hashed
 * file it loads is named in one of them or in what they load.
 */
async function buildOf(dist: string) {
  const hash = createHash("sha256").update(await readFile(join(dist, "index.html")));
  const backOffice = await readFile(join(dist, "admin.html")).catch(() => null);
  if (backOffice) hash.update(backOffice);
  return hash.digest("hex").slice(0, 16);
}

/**
 * Puts this build's hashed files (`assets/`) into the database at start, and forgets those of
 * builds older than the last KEPT_BUILDS. During a rolling upgrade a page drawn by one version asks
 * its scripts of whichever instance the balancer picks: an instance of the other version finds
 * them here instead of answering 404 (a page that never starts). Answers the build's name.
 */
export async function publishBuild(
  deps: Pick<AppDeps, "db" | "database">,
  dist: string,
  now: Date,
): Promise<string | null> {
  const folder = join(dist, "assets");
  if (!existsSync(folder)) return null;
  const build = await buildOf(dist);
  // One transaction: one write to disk for the whole build, not one per file.
  return immediate(deps, async ({ db }) => {
    const names = (await readdir(folder)).filter((name) => !/\.(br|gz)$/.test(name));
    const known = new Set(
      (await db.selectFrom("publishedAssets").select("path").execute()).map((row) => row.path),
    );
    for (const name of names) {
      const path = `/assets/${name}`;
      // A file shared with an earlier build (same hash, same bytes) now belongs to this one too.
      if (known.has(path)) {
        await db
          .updateTable("publishedAssets")
          .set({ build, publishedAt: now })
          .where("path", "=", path)
          .execute();
        continue;
      }
      const file = join(folder, name);
      const brotli = existsSync(`${file}.br`) ? await readFile(`${file}.br`) : null;
      await db
        .insertInto("publishedAssets")
        .values({
          path,
          build,
          publishedAt: now,
          contentType: getMimeType(name) ?? "application/octet-stream",
          bytes: await readFile(file),
          brotli,
        })
        // Another instance of the same build, starting at the same moment, published it first.
        .onConflict((oc) => oc.column("path").doUpdateSet({ build, publishedAt: now }))
        .execute();
    }
    const latest = await db
      .selectFrom("publishedAssets")
      .select("build")
      .groupBy("build")
      .orderBy((eb) => eb.fn.max("publishedAt"), "desc")
      .limit(KEPT_BUILDS)
      .execute();
    await db
      .deleteFrom("publishedAssets")
      .where(
        "build",
        "not in",
        latest.map((row) => row.build),
      )
      .execute();
    return build;
  });
}

/** A hashed file this instance's build does not have, from the builds published by any instance. */
export function publishedAssets(db: Db): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.path.startsWith("/assets/")) return next();
    const found = await db
      .selectFrom("publishedAssets")
      .select(["contentType", "bytes", "brotli"])
      .where("path", "=", c.req.path)
      .executeTakeFirst();
    if (!found) return next();
    const brotli = found.brotli && acceptedEncodings(c.req.header("Accept-Encoding")).includes("br");
    const bytes = brotli && found.brotli ? found.brotli : found.bytes;
    c.header("Cache-Control", cachePolicy(c.req.path));
    c.header("Content-Type", found.contentType);
    c.header("Vary", "Accept-Encoding");
    if (brotli) c.header("Content-Encoding", "br");
    return c.body(new Uint8Array(bytes), 200);
  };
}
