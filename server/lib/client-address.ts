import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { noTrustedProxies, plainAddress, type TrustedProxies } from "./trusted-proxies";

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
 * Where a request comes from, for the login throttle. The socket's peer, unless that peer is one of
 * the trusted proxies (TRUST_PROXY): then X-Forwarded-For is read from the right, each trusted
 * proxy's entry skipped, and the first address no trusted proxy holds is the client. Whatever the
 * client wrote itself further left is never reached, and a client that reaches an instance directly
 * is not a trusted proxy, so its header is not read at all. An IPv6 address counts by its /64,
 * since one phone or one home holds a whole /64.
 */
export function clientAddress(c: Context, trusted: TrustedProxies = noTrustedProxies): string {
  let address = socketAddress(c);
  if (trusted.has(address)) {
    const hops = (c.req.header("X-Forwarded-For") ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    while (hops.length > 0) {
      address = hops.pop() ?? address;
      if (!trusted.has(address)) break;
    }
  }
  return networkOf(address);
}

export function networkOf(address: string): string {
  const plain = plainAddress(address);
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
