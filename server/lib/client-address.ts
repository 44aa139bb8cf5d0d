import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The socket's peer: the client itself, or the nearest proxy. */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "";
  } catch {
    // Requests built in process (tests) have no socket.
    return "";
  }
}

/**
 * Where a request comes from, for the login throttle. Behind `trustedHops` reverse proxies (the
 * TRUST_PROXY setting) the client is the address those proxies added to X-Forwarded-For, read
 * from the right: what the client wrote itself further left is not believed. An IPv6 address
 * counts by its /64, since one phone or one home holds a whole /64.
 */
export function clientAddress(c: Context, trustedHops: number): string {
  let address = socketAddress(c);
  if (trustedHops > 0) {
    const hops = (c.req.header("X-Forwarded-For") ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    address = hops[hops.length - trustedHops] ?? address;
  }
  return networkOf(address);
}

export function networkOf(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (!plain.includes(":")) return plain;
  const [head = "", tail = ""] = plain.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = plain.includes("::")
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g || "0", 16) || 0).toString(16))
    .join(":")}::/64`;
}
