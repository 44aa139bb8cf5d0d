import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { acceptedEncodings, type Encoding } from "./static-files";

/**
 * Below this, compressing saves a few hundred bytes at most, less than its cost in CPU: a phone's
 * small JSON answers go as they are.
 */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses in the thread pool. Brotli at quality 5: within a few percent of its best size on JSON
 * for a tenth of the time of the higher qualities, which would cost more than the bytes they save.
 */
export async function compressBytes(encoding: Encoding, bytes: Uint8Array): Promise<Uint8Array> {
  if (encoding === "gzip") return gzipAsync(bytes, { level: 6 });
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/** The coding to send a body of `size` bytes in, if any: the client's favourite, for large bodies only. */
export function chooseEncoding(c: Context, size: number): Encoding | null {
  if (size < COMPRESS_MIN_BYTES) return null;
  return acceptedEncodings(c.req.header("Accept-Encoding"))[0] ?? null;
}

/**
 * Says that the answer depends on Accept-Encoding, keeping what Vary already said. Set on the
 * answer's own headers: c.header() would rebuild the finished answer as a streamed web Response.
 */
export function varyOnEncoding(c: Context) {
  const headers = c.res.headers;
  const vary = headers.get("Vary");
  if (vary === "*" || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? "")) return;
  headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/**
 * Compresses dynamic answers of 1 KiB or more (brotli, else gzip, as the client accepts). An answer
 * that already has a Content-Encoding (built files, cached slot answers) is left alone.
 */
export function compressLarge(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Status and headers first: asking for the body turns a plain answer into a streamed one.
    if (c.req.method === "HEAD" || res.status === 204 || res.status === 206 || res.status === 304) return;
    if (res.headers.has("Content-Encoding") || res.headers.has("Transfer-Encoding")) return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("Cache-Control") ?? "")) return;
    if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get("Content-Type") ?? "")) return;
    varyOnEncoding(c);
    const declared = res.headers.get("Content-Length");
    if (declared !== null && Number(declared) < COMPRESS_MIN_BYTES) return;
    if (!acceptedEncodings(c.req.header("Accept-Encoding")).length || !res.body) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const encoding = chooseEncoding(c, bytes.length);
    const headers = new Headers(res.headers);
    let body: Uint8Array = bytes;
    if (encoding) {
      body = await compressBytes(encoding, bytes);
      headers.set("Content-Encoding", encoding);
      const etag = headers.get("ETag");
      if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    }
    headers.set("Content-Length", String(body.length));
    // Unset first: Hono would otherwise copy the old headers over the new ones.
    c.res = undefined;
    c.res = new Response(body as Uint8Array<ArrayBuffer>, {
      status: res.status,
      statusText: res.statusText,
      headers,
    });
  };
}
