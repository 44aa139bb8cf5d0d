import { randomUUID } from "node:crypto";
import type { ExpressionBuilder } from "kysely";
import type { Tables } from "../db/tables";
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

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "config">;

/**
 * A pair of the family. `again` signs an already issued refresh token once more (same claims, so the
 * same token) instead of minting a new one.
 */
async function issueInFamily(
  deps: Deps,
  userId: number,
  familyId: string,
  again?: { jti: string; iat: number },
): Promise<IssuedTokens & { refreshJti: string }> {
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
    await deps.db
      .insertInto("refreshTokens")
      .values({
        jti: refreshJti,
        familyId,
        userId,
        issuedAt: new Date(iat * 1000),
        expiresAt: new Date(refreshExp * 1000),
      })
      .execute();
  return {
    refreshJti,
    access,
    refresh,
    access_token_expiration: new Date(accessExp * 1000).toISOString(),
    refresh_token_expiration: new Date(refreshExp * 1000).toISOString(),
  };
}

/** A login: a new token family. */
export function issueTokens(deps: Deps, userId: number): Promise<IssuedTokens> {
  return immediate(deps, async (tx) => {
    const familyId = randomUUID();
    await tx.db
      .insertInto("tokenFamilies")
      .values({ id: familyId, userId, createdAt: tx.clock.now() })
      .execute();
    const { refreshJti: _jti, ...tokens } = await issueInFamily(tx, userId, familyId);
    return tokens;
  });
}

/** The rule of a live login, written once: the family exists, is the member's, and was not revoked. */
export const liveFamily = (
  eb: ExpressionBuilder<Tables, "tokenFamilies">,
  familyId: string,
  userId: number,
) =>
  eb.and([
    eb("tokenFamilies.id", "=", familyId),
    eb("tokenFamilies.userId", "=", userId),
    eb("tokenFamilies.revokedAt", "is", null),
  ]);

async function familyIsLive(deps: Deps, familyId: string, userId: number): Promise<boolean> {
  const family = await deps.db
    .selectFrom("tokenFamilies")
    .select("tokenFamilies.id")
    .where((eb) => liveFamily(eb, familyId, userId))
    .executeTakeFirst();
  return family !== undefined;
}

export async function revokeFamily(deps: Deps, familyId: string): Promise<void> {
  await deps.db
    .updateTable("tokenFamilies")
    .set({ revokedAt: deps.clock.now() })
    .where("id", "=", familyId)
    .where("revokedAt", "is", null)
    .execute();
}

/** Every login of the member ends, but the one of `keepFamilyId` (the phone that asked) if given. */
export async function revokeAllForUser(deps: Deps, userId: number, keepFamilyId?: string): Promise<void> {
  await deps.db
    .updateTable("tokenFamilies")
    .set({ revokedAt: deps.clock.now() })
    .where("userId", "=", userId)
    .where("revokedAt", "is", null)
    .$if(keepFamilyId !== undefined, (q) => q.where("id", "!=", keepFamilyId ?? ""))
    .execute();
}

export type RotateResult =
  | { ok: true; tokens: IssuedTokens }
  | { ok: false; reason: "invalid" | "expired" | "reused" };

/** Refresh: the presented token is spent and a new pair of the same family is issued. */
export async function rotateRefreshToken(deps: Deps, token: string): Promise<RotateResult> {
  const now = deps.clock.now().getTime();
  const decoded = decodeJwt(token, deps.config.jwtSecret, Math.floor(now / 1000));
  if (!decoded.ok || decoded.claims.typ !== "refresh") return { ok: false, reason: "invalid" };
  if (decoded.expired) return { ok: false, reason: "expired" };
  const { claims, userId } = decoded;
  return immediate(deps, async (tx): Promise<RotateResult> => {
    const tokenRow = (jti: string) =>
      tx.db.selectFrom("refreshTokens").selectAll().where("jti", "=", jti).executeTakeFirst();
    const row = await tokenRow(claims.jti);
    if (!row || row.familyId !== claims.sid || !(await familyIsLive(tx, claims.sid, userId))) {
      return { ok: false, reason: "invalid" };
    }
    if (row.rotatedAt) {
      const successor = row.successorJti ? await tokenRow(row.successorJti) : undefined;
      if (now - row.rotatedAt.getTime() > REUSE_GRACE_MS || !successor?.issuedAt) {
        // A spent token came back: someone holds a copy. End the whole login.
        await revokeFamily(tx, claims.sid);
        return { ok: false, reason: "reused" };
      }
      // Parallel tabs within the grace: the same successor again, never a second live branch.
      const again = { jti: successor.jti, iat: Math.floor(successor.issuedAt.getTime() / 1000) };
      const { refreshJti: _jti, ...tokens } = await issueInFamily(tx, userId, claims.sid, again);
      return { ok: true, tokens };
    }
    const { refreshJti, ...tokens } = await issueInFamily(tx, userId, claims.sid);
    await tx.db
      .updateTable("refreshTokens")
      .set({ rotatedAt: new Date(now), successorJti: refreshJti })
      .where("jti", "=", claims.jti)
      .execute();
    return { ok: true, tokens };
  });
}

/** The member an access token belongs to, or null when it is invalid, expired or revoked. */
export async function authenticateAccess(
  deps: Deps,
  token: string,
): Promise<{ userId: number; familyId: string } | null> {
  const access = decodeAccess(deps, token);
  if (!access || !(await familyIsLive(deps, access.familyId, access.userId))) return null;
  return access;
}

/**
 * What a signed, unexpired access token claims, before its family is checked: whoever reads the
 * family otherwise (the staff routes, with the account) checks it with `liveFamily`.
 */
export function decodeAccess(deps: Pick<Deps, "config" | "clock">, token: string) {
  const decoded = decodeJwt(token, deps.config.jwtSecret, Math.floor(deps.clock.now().getTime() / 1000));
  if (!decoded.ok || decoded.expired || decoded.claims.typ !== "access") return null;
  return { userId: decoded.userId, familyId: decoded.claims.sid };
}

/** Logout: the family of a signed token (even an expired one) is revoked. */
export async function revokeByToken(deps: Deps, token: string): Promise<boolean> {
  const decoded = decodeJwt(token, deps.config.jwtSecret, 0);
  if (!decoded.ok) return false;
  if (!(await familyIsLive(deps, decoded.claims.sid, decoded.userId))) return false;
  await revokeFamily(deps, decoded.claims.sid);
  return true;
}
