import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { MiddlewareHandler } from "hono/types";
import { detail, httpMessages } from "./http";

const KB = 1024;
const MB = 1024 * KB;
/** Profile pictures come as multipart, up to 5 MB, before the server shrinks them. */
export const MAX_PICTURE_BYTES = 5 * MB;
const serviceImagePath = /^\/api\/staff\/services\/\d{1,9}\/image\/$/;
export const bodyLimits = { json: MB, accounts: 64 * KB, picture: MAX_PICTURE_BYTES + 64 * KB } as const;

/**
 * Every body is capped before anything reads it: 1 MB in general, 64 KB for the account calls
 * (only small JSON there), 5 MB for the profile picture's and a service picture's multipart upload.
 */
export function limitBodies(isMember: (c: Context) => Promise<boolean>): MiddlewareHandler {
  const tooLarge = (c: Context, maxSize: number) => {
    // The rest of the body is still on the wire: say the connection ends, so the client sends
    // its next request on a fresh one instead of one the server is about to drop.
    c.header("Connection", "close");
    return detail(c, 413, httpMessages.bodyTooLarge(maxSize));
  };
  const limit = (maxSize: number): MiddlewareHandler => {
    const counted = bodyLimit({ maxSize, onError: (c) => tooLarge(c, maxSize) });
    return async (c, next) => {
      // A declared length is checked from the header alone. Only a body of unknown length is
      // counted as it is read: looking at the body at all costs the whole web Request object.
      const declared = c.req.header("Content-Length");
      if (declared !== undefined && c.req.header("Transfer-Encoding") === undefined)
        return Number.parseInt(declared, 10) > maxSize ? tooLarge(c, maxSize) : next();
      if (c.req.method === "GET" || c.req.method === "HEAD") return next();
      return counted(c, next);
    };
  };
  const json = limit(bodyLimits.json);
  const accounts = limit(bodyLimits.accounts);
  const picture = limit(bodyLimits.picture);
  return async (c, next) => {
    const path = c.req.path;
    const upload = (c.req.header("Content-Type") ?? "").startsWith("multipart/form-data");
    // The large allowance is for a member's own upload: without a valid token it is never read.
    if (path === "/api/accounts/profile/" && c.req.method === "PATCH" && upload && (await isMember(c)))
      return picture(c, next);
    // An admin's picture, for a service or for the site (the staff routes then check the role).
    const adminPicture =
      (serviceImagePath.test(path) && c.req.method === "POST") ||
      (path.startsWith("/api/staff/settings/") && c.req.method === "PUT");
    if (adminPicture && upload && (await isMember(c))) return picture(c, next);
    return (path.startsWith("/api/accounts/") ? accounts : json)(c, next);
  };
}
