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

export type DecodeResult = { ok: true; claims: JwtClaims; expired: boolean } | { ok: false };

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
    const valid =
      typeof c?.sub === "string" &&
      (c.typ === "access" || c.typ === "refresh") &&
      typeof c.jti === "string" &&
      typeof c.sid === "string" &&
      Number.isInteger(c.iat) &&
      Number.isInteger(c.exp);
    if (!valid) return { ok: false };
    return { ok: true, claims: c as JwtClaims, expired: c.exp <= nowSeconds };
  } catch {
    return { ok: false };
  }
}
