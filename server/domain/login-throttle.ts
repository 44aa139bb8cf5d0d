import { and, eq, gt, lte, sql } from "drizzle-orm";
import { loginFailures } from "../db/schema";
import type { AppDeps } from "../deps";

/** After 10 wrong passwords in 15 minutes, an account's logins wait until the window has passed. */
export const loginThrottle = { maxFailures: 10, windowMs: 15 * 60_000 } as const;
export const tooManyLogins = "Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.";

type Deps = Pick<AppDeps, "db" | "clock">;

export function loginBlocked(deps: Deps, email: string): boolean {
  const since = new Date(deps.clock.now().getTime() - loginThrottle.windowMs);
  const row = deps.db
    .select({ n: sql<number>`count(*)` })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.at, since)))
    .get();
  return (row?.n ?? 0) >= loginThrottle.maxFailures;
}

export function recordLoginFailure(deps: Deps, email: string): void {
  const now = deps.clock.now();
  deps.db.insert(loginFailures).values({ email, at: now }).run();
  // Old failures serve no purpose: keep the table small.
  deps.db
    .delete(loginFailures)
    .where(lte(loginFailures.at, new Date(now.getTime() - loginThrottle.windowMs)))
    .run();
}

export function clearLoginFailures(deps: Deps, email: string): void {
  deps.db.delete(loginFailures).where(eq(loginFailures.email, email)).run();
}
