import { createHmac, timingSafeEqual } from "node:crypto";

/** How old a signed notification may be: older ones are refused as replays. */
export const SIGNATURE_TOLERANCE_S = 300;

/**
 * Reads a `t=<unix seconds>,v1=<hex>[,v1=<hex>…]` header (several `v1` while a secret is rotated).
 * Null when it is not shaped so.
 */
export function parseSignatureHeader(header: string | undefined) {
  if (!header) return null;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === "t" && timestamp === null && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === "v1" && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/** Whether one of `signatures` is the HMAC-SHA256 of `payload` under `secret`, compared in constant time. */
export function hmacMatches(secret: string, payload: Buffer, signatures: readonly string[]): boolean {
  const expected = createHmac("sha256", secret).update(payload).digest();
  return signatures.some((hex) => {
    const given = Buffer.from(hex, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export const freshEnough = (timestamp: number, now: Date) =>
  Math.abs(now.getTime() / 1000 - timestamp) <= SIGNATURE_TOLERANCE_S;

/** Two secrets compared in constant time (a shared key sent in a header). */
export function sameSecret(given: string | undefined, secret: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
