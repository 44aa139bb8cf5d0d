import { createMiddleware } from "hono/factory";
import type { AppDeps } from "../deps";
import { authenticateAccess } from "../domain/tokens";
import { detail, httpMessages } from "./http";

export type AuthVars = { Variables: { userId: number; familyId: string } };

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** Member-only routes: a valid access token, and answers that no cache keeps. */
export function requireAuth(deps: AppDeps) {
  return createMiddleware<AuthVars>(async (c, next) => {
    c.header("Cache-Control", "no-store");
    const token = bearerToken(c.req.header("Authorization"));
    if (!token) return detail(c, 401, httpMessages.unauthenticated);
    const auth = await authenticateAccess(deps, token);
    if (!auth) return detail(c, 401, httpMessages.invalidToken);
    c.set("userId", auth.userId);
    c.set("familyId", auth.familyId);
    await next();
  });
}
