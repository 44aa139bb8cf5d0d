import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The address the request came from, as the socket sees it. Behind a reverse proxy this is the
 * proxy's address; the throttles then still hold per account.
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "";
  } catch {
    // Requests built in process (tests) have no socket.
    return "";
  }
}
