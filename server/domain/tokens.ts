import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { refreshTokens, tokenFamilies } from "../db/schema";
import { type AppDeps, immediate } from "../deps";
import { decodeJwt, encodeJwt } from "./jwt";

export const ACCESS_TTL_S = 5 * 60;
export const REFRESH_TTL_S = 7 * 24 * 3600;
/** A rotated refresh token presented again within this grace (parallel tabs) still works once more. */
export const REUSE_GRACE_MS = 10_000;

export type IssuedTokens = {
  access: string;
  refresh: string;
  access_token_expiration: string;
  refresh_token_expiration: string;
};

type Deps = Pick<AppDeps, "db" | "sqlite" | "clock" | "config">;

/**
 * A pair of the family. `again` signs an already issued refresh token once more (same claims, so the
 * same token) instead of minting a new one.
 */
function issueInFamily(
  deps: Deps,
  userId: number,
  familyId: string,
  again?: { jti: string; iat: number },
): IssuedTokens & { refreshJti: string } {
  const iat = again?.iat ?? Math.floor(deps.clock.now().getTime() / 1000);
  const accessExp = iat + ACCESS_TTL_S;
  const refreshExp = iat + REFRESH_TTL_S;
  const sub = String(userId);
  const refreshJti = again?.jti ?? randomUUID();
  const secret = deps.config.jwtSecret;
  const access = encodeJwt(
    { sub, typ: "access", jti: randomUUID(), sid: familyId, iat, exp: accessExp },
    secret,
  );
  const refresh = encodeJwt(
    { sub, typ: "refresh", jti: refreshJti, sid: familyId, iat, exp: refreshExp },
    secret,
  );
  if (!again)
    deps.db
      .insert(refreshTokens)
      .values({
        jti: refreshJti,
        familyId,
        userId,
        issuedAt: new Date(iat * 1000),
        expiresAt: new Date(refreshExp * 1000),
      })
      .run();
  return {
    refreshJti,
    access,
    refresh,
    access_token_expiration: new Date(accessExp * 1000).toISOString(),
    refresh_token_expiration: new Date(refreshExp * 1000).toISOString(),
  };
}

/** A login: a new token family. */
export function issueTokens(deps: Deps, userId: number): IssuedTokens {
  return immediate(deps, () => {
    const familyId = randomUUID();
    deps.db.insert(tokenFamilies).values({ id: familyId, userId, createdAt: deps.clock.now() }).run();
    const { refreshJti: _jti, ...tokens } = issueInFamily(deps, userId, familyId);
    return tokens;
  });
}

function familyIsLive(deps: Deps, familyId: string, userId: number): boolean {
  const family = deps.db.select().from(tokenFamilies).where(eq(tokenFamilies.id, familyId)).get();
  return !!family && family.userId === userId && family.revokedAt === null;
}

export function revokeFamily(deps: Deps, familyId: string): void {
  deps.db
    .update(tokenFamilies)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(tokenFamilies.id, familyId), isNull(tokenFamilies.revokedAt)))
    .run();
}

export function revokeAllForUser(deps: Deps, userId: number): void {
  deps.db
    .update(tokenFamilies)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(tokenFamilies.userId, userId), isNull(tokenFamilies.revokedAt)))
    .run();
}

export type RotateResult =
  | { ok: true; tokens: IssuedTokens }
  | { ok: false; reason: "invalid" | "expired" | "reused" };

/** Refresh: the presented token is spent and a new pair of the same family is issued. */
export function rotateRefreshToken(deps: Deps, token: string): RotateResult {
  const now = deps.clock.now().getTime();
  const decoded = decodeJwt(token, deps.config.jwtSecret, Math.floor(now / 1000));
  if (!decoded.ok || decoded.claims.typ !== "refresh") return { ok: false, reason: "invalid" };
  if (decoded.expired) return { ok: false, reason: "expired" };
  const { claims, userId } = decoded;
  return immediate(deps, (): RotateResult => {
    const row = deps.db.select().from(refreshTokens).where(eq(refreshTokens.jti, claims.jti)).get();
    if (!row || row.familyId !== claims.sid || !familyIsLive(deps, claims.sid, userId)) {
      return { ok: false, reason: "invalid" };
    }
    if (row.rotatedAt) {
      const successor = row.successorJti
        ? deps.db.select().from(refreshTokens).where(eq(refreshTokens.jti, row.successorJti)).get()
        : undefined;
      if (now - row.rotatedAt.getTime() > REUSE_GRACE_MS || !successor?.issuedAt) {
        // A spent token came back: someone holds a copy. End the whole login.
        revokeFamily(deps, claims.sid);
        return { ok: false, reason: "reused" };
      }
      // Parallel tabs within the grace: the same successor again, never a second live branch.
      const again = { jti: successor.jti, iat: Math.floor(successor.issuedAt.getTime() / 1000) };
      const { refreshJti: _jti, ...tokens } = issueInFamily(deps, userId, claims.sid, again);
      return { ok: true, tokens };
    }
    const { refreshJti, ...tokens } = issueInFamily(deps, userId, claims.sid);
    deps.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(now), successorJti: refreshJti })
      .where(eq(refreshTokens.jti, claims.jti))
      .run();
    return { ok: true, tokens };
  });
}

/** The member an access token belongs to, or null when it is invalid, expired or revoked. */
export function authenticateAccess(deps: Deps, token: string): { userId: number; familyId: string } | null {
  const decoded = decodeJwt(token, deps.config.jwtSecret, Math.floor(deps.clock.now().getTime() / 1000));
  if (!decoded.ok || decoded.expired || decoded.claims.typ !== "access") return null;
  const { userId } = decoded;
  if (!familyIsLive(deps, decoded.claims.sid, userId)) return null;
  return { userId, familyId: decoded.claims.sid };
}

/** Logout: the family of a signed token (even an expired one) is revoked. */
export function revokeByToken(deps: Deps, token: string): boolean {
  const decoded = decodeJwt(token, deps.config.jwtSecret, 0);
  if (!decoded.ok) return false;
  if (!familyIsLive(deps, decoded.claims.sid, decoded.userId)) return false;
  revokeFamily(deps, decoded.claims.sid);
  return true;
}
