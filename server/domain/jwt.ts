import { createHmac, timingSafeEqual } from "node:crypto";

/** Minimal HS256 JWT: the header's alg and typ are checked, the expiry against the injected clock. */
export type JwtClaims = {
  sub: string;
  typ: "access" | "refresh";
  jti: string;
  sid: string;
  iat: number;
  exp: number;
};

const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

function sign(data: string, secret: Buffer): string {
  return createHmac("sha256", secret).update(data).digest("base64url");
}

export function encodeJwt(claims: JwtClaims, secret: Buffer): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret)}`;
}

/**
 * The member a subject names: only the canonical decimal of a positive integer ("1", never "01",
 * "1.0", "0x1", " 1" or "1e0"), as `String(id)` writes it; null for anything else.
 */
export function subjectId(sub: unknown): number | null {
  if (typeof sub !== "string" || !/^[1-9][0-9]*$/.test(sub)) return null;
  const id = Number(sub);
  return Number.isSafeInteger(id) ? id : null;
}

/** A token signed by us, with its subject already read as a member id. */
export type DecodeResult = { ok: true; claims: JwtClaims; userId: number; expired: boolean } | { ok: false };

export function decodeJwt(token: string, secret: Buffer, nowSeconds: number): DecodeResult {
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false };
  const [header, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false };
  try {
    const h = JSON.parse(Buffer.from(header, "base64url").toString("utf8"));
    if (h?.alg !== "HS256" || h?.typ !== "JWT") return { ok: false };
    const c = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    const userId = subjectId(c?.sub);
    const valid =
      userId !== null &&
      (c.typ === "access" || c.typ === "refresh") &&
      typeof c.jti === "string" &&
      typeof c.sid === "string" &&
      Number.isInteger(c.iat) &&
      Number.isInteger(c.exp);
    if (!valid) return { ok: false };
    return { ok: true, claims: c as JwtClaims, userId, expired: c.exp <= nowSeconds };
  } catch {
    return { ok: false };
  }
}
