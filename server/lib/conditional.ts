import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono/types";

/** A short strong validator of exactly these bytes. */
export const hashTag = (bytes: Uint8Array) =>
  `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;

/** `If-None-Match` uses the weak comparison: `W/"x"` and `"x"` name the same thing. */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/**
 * ETag and 304 for public JSON answers (catalogue, settings, illustrations): a phone that already
 * holds the answer gets a few header bytes back. Answers for one member (`private` or `no-store`)
 * are never tagged, so nothing of theirs is kept or compared.
 */
export function revalidatePublic(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== "GET" || c.res.status !== 200 || c.res.headers.has("Content-Encoding")) return;
    // A kept answer comes tagged already (and answered its own 304): hashing it again would cost
    // more than serving it.
    if (c.res.headers.has("ETag")) return;
    if (/no-store|private/i.test(c.res.headers.get("Cache-Control") ?? "")) return;
    // Weak: the compression that may follow changes the bytes, not the meaning.
    const etag = `W/${hashTag(new Uint8Array(await c.res.clone().arrayBuffer()))}`;
    if (noneMatchHits(c.req.header("If-None-Match"), etag)) {
      const headers = new Headers(c.res.headers);
      for (const name of ["Content-Type", "Content-Length"]) headers.delete(name);
      headers.set("ETag", etag);
      c.res = undefined;
      c.res = new Response(null, { status: 304, headers });
      return;
    }
    c.header("ETag", etag);
  };
}
