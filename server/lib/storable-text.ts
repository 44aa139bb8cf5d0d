import type { Context, MiddlewareHandler } from "hono";

export const unstorableTextMessage =
  "Requête invalide : elle contient un caractère non accepté (caractère nul ou mal codé).";
const refuse = (c: Context) => c.json({ detail: unstorableTextMessage }, 400);

/**
 * What a PostgreSQL text cannot hold: the NUL character, and half of a UTF-16 pair (written as
 * U+FFFD, silently). SQLite would keep them, and the two databases must answer alike.
 */
const unstorable = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether any string of `value` (an object's keys included) holds a character no database keeps. */
export function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return unstorable.test(value);
  // JSON.parse builds nothing deeper than its input; the bound only keeps the stack safe.
  if (value === null || typeof value !== "object" || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => holdsUnstorableText(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => unstorable.test(key) || holdsUnstorableText(item, depth + 1),
  );
}

/** A `\u` escape that JSON.parse would turn into one of them. */
const escapedUnstorable = /\\u(?:0000|d[89a-f])/i;

/** Whether the body's text (as a route would read it) holds a character no database keeps. */
function bodyHoldsUnstorable(text: string, type: string): boolean {
  if (text.includes("\0")) return true;
  if (type.startsWith("application/x-www-form-urlencoded"))
    return [...new URLSearchParams(text)].some(([key, value]) => unstorable.test(key + value));
  // Routes read JSON whatever the declared type; only an escape can bring such a character in.
  if (!escapedUnstorable.test(text)) return false;
  try {
    return holdsUnstorableText(JSON.parse(text));
  } catch {
    return false; // malformed: the route says so
  }
}

const decoder = new TextDecoder();

/**
 * Whether the request carries a body. From the network, its headers say so (looking at the body
 * itself, `raw.body`, builds the whole web Request); a request made in the process (`app.request`)
 * is already one.
 */
const hasBody = (c: Context) => {
  if (!(c.env as { incoming?: unknown } | undefined)?.incoming) return c.req.raw.body !== null;
  const length = c.req.header("Content-Length");
  return (length !== undefined && length !== "0") || c.req.header("Transfer-Encoding") !== undefined;
};

/**
 * Before any route: a NUL (or a broken character) in the address, the query or a JSON or form body
 * is a 400, never a database error. Multipart bodies (pictures) are left to their route, which
 * checks their text fields with the rest (`validate`).
 */
export function refuseUnstorableText(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    // A percent-escape can only bring a NUL: a broken UTF-8 sequence does not decode.
    if (url.includes("\0") || /%00/.test(url)) return refuse(c);
    const type = c.req.header("Content-Type") ?? "";
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD" && !type.startsWith("multipart/") && hasBody(c)) {
      // Read once, straight from the connection (no web Request is built, which cost more than
      // a whole kept answer); kept by the request both as bytes (a webhook's signature) and as
      // text, so a route's json() parses it without another copy.
      const bytes = await c.req.arrayBuffer();
      const text = decoder.decode(bytes);
      // Hono keeps promises there, whatever its type says.
      (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(text);
      if (bodyHoldsUnstorable(text, type)) return refuse(c);
    }
    await next();
  };
}
