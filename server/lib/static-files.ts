import { readFile, stat } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";
import { hashTag, noneMatchHits } from "./conditional";

export type Encoding = "br" | "gzip";
type Body = { bytes: Uint8Array; etag: string };

const suffix: Record<Encoding, string> = { br: ".br", gzip: ".gz" };
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

/** Codings the client takes, best first: by q-value, brotli before gzip when equal; `q=0` is a no. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = weight ? Number(weight.slice(2)) : 1;
    if (name) q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const weightOf = (coding: Encoding) => q.get(coding) ?? q.get("*") ?? 0;
  return (["br", "gzip"] as const)
    .filter((coding) => weightOf(coding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
}

/**
 * How long a phone may keep a file without asking. Hashed bundles never change; icons and the logo
 * change rarely; everything else (the shell, the service worker, the manifest) is asked again each
 * time, answered by a 304 when it has not changed, so an update reaches phones at once.
 */
export function cachePolicy(path: string): string {
  // No `public`: an answer to a request without credentials may be kept by any cache already.
  if (path.startsWith("/assets/")) return "max-age=31536000, immutable";
  if (/^\/(icons\/|screenshots\/|favicon\.svg$|logo\.svg$)/.test(path)) return "public, max-age=604800";
  return "no-cache";
}

/**
 * A file's type. Scripts go without their charset: the app's are modules and a service worker,
 * always read as UTF-8 whatever the header says; the words cost some 60 requests a first visit.
 */
export function contentType(file: string): string {
  if (file.endsWith(".js")) return "text/javascript";
  return getMimeType(file) ?? "application/octet-stream";
}

/** The answer for one representation: 304 when the phone holds it, else the bytes with their headers. */
function answer(
  c: Context,
  body: Body,
  type: string,
  cacheControl: string,
  encoding: Encoding | null,
  vary: boolean,
) {
  c.header("Cache-Control", cacheControl);
  if (vary) c.header("Vary", "Accept-Encoding");
  // A hashed bundle is never asked again (immutable): its ETag would be bytes for nothing on each
  // of the first screen's files.
  if (!cacheControl.includes("immutable")) {
    c.header("ETag", body.etag);
    if (noneMatchHits(c.req.header("If-None-Match"), body.etag)) return c.body(null, 304);
  }
  c.header("Content-Type", type);
  c.header("Content-Length", String(body.bytes.length));
  if (encoding) c.header("Content-Encoding", encoding);
  return c.body(body.bytes as Uint8Array<ArrayBuffer>, 200);
}

/**
 * The built app's files, each sent as the smallest copy the client accepts: the `.br` or `.gz`
 * sibling written at build time, else the file itself. Bytes and their ETag stay in memory until
 * the file changes on disk.
 */
export function staticFiles(root: string): MiddlewareHandler {
  const base = resolve(root);
  const cache = new Map<string, Body & { mtimeMs: number; size: number }>();

  async function load(path: string, mtimeMs: number, size: number): Promise<Body> {
    const hit = cache.get(path);
    if (hit && hit.mtimeMs === mtimeMs && hit.size === size) return hit;
    const bytes = new Uint8Array(await readFile(path));
    const entry = { bytes, etag: hashTag(bytes), mtimeMs, size };
    cache.set(path, entry);
    return entry;
  }
  const fileStat = (path: string) =>
    stat(path).then(
      (s) => (s.isFile() ? s : null),
      () => null,
    );

  return async (c, next) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      return next();
    }
    // The compressed siblings are only ever sent in place of their original.
    if (path.includes("\0") || /\.(br|gz)$/.test(path)) return next();
    const file = resolve(join(base, path));
    if (!file.startsWith(base + sep)) return next();
    const original = await fileStat(file);
    if (!original) return next();
    const type = contentType(file);
    const variants = compressible.test(file);
    if (variants) {
      for (const encoding of acceptedEncodings(c.req.header("Accept-Encoding"))) {
        const sibling = `${file}${suffix[encoding]}`;
        const found = await fileStat(sibling);
        // A sibling older than its original is from an earlier build: never send it.
        if (!found || found.mtimeMs < original.mtimeMs) continue;
        const body = await load(sibling, found.mtimeMs, found.size);
        return answer(c, body, type, cachePolicy(path), encoding, true);
      }
    }
    const body = await load(file, original.mtimeMs, original.size);
    return answer(c, body, type, cachePolicy(path), null, variants);
  };
}

/**
 * The app shell as served (possibly changed from the file on disk), compressed once per version and
 * kept in memory with one ETag per coding.
 */
export function shellServer(readShell: () => Promise<string>): MiddlewareHandler {
  let copies: { text: string; bodies: Promise<Record<Encoding | "identity", Body>> } | null = null;
  const tagged = (bytes: Uint8Array): Body => ({ bytes, etag: hashTag(bytes) });
  async function prepare(text: string) {
    const bytes = new Uint8Array(Buffer.from(text, "utf8"));
    const [br, gz] = await Promise.all([
      promisify(brotliCompress)(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      promisify(gzip)(bytes, { level: 9 }),
    ]);
    return { identity: tagged(bytes), br: tagged(new Uint8Array(br)), gzip: tagged(new Uint8Array(gz)) };
  }
  return async (c) => {
    const text = await readShell();
    if (copies?.text !== text) {
      const bodies = prepare(text).catch((error) => {
        copies = null;
        throw error;
      });
      copies = { text, bodies };
    }
    const shell = await copies.bodies;
    const encoding = acceptedEncodings(c.req.header("Accept-Encoding"))[0] ?? null;
    const type = "text/html; charset=utf-8";
    return answer(c, shell[encoding ?? "identity"], type, "no-cache", encoding, true);
  };
}
