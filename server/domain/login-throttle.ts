import { and, eq, gt, lte, sql } from "drizzle-orm";
import { loginAttempts } from "../db/schema";
import { type AppDeps, immediate } from "../deps";

/**
 * Slows password guessing down. An attempt is written before the password is hashed, in the same
 * transaction as the count, so a burst of parallel guesses is counted in full.
 *
 * Three limits over 15 minutes: 10 attempts for one account from one client address, which is
 * what a guesser meets; 50 for one account from all addresses, so spreading guesses over many
 * addresses does not help much; and 100 from one address over all accounts, against trying one
 * password on many accounts. A member logging in from their own phone is not locked out by
 * someone else's burst unless that someone uses five addresses or more.
 */
export const loginThrottle = {
  perAddress: 10,
  perAccount: 50,
  perAddressAllAccounts: 100,
  windowMs: 15 * 60_000,
} as const;
export const tooManyLogins = "Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.";

type Deps = Pick<AppDeps, "db" | "sqlite" | "clock">;

/** Counts this attempt and says whether it may go on to the password check. */
export function admitLogin(deps: Deps, email: string, address: string): boolean {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - loginThrottle.windowMs);
  return immediate(deps, () => {
    // Old attempts serve no purpose: keep the table small.
    deps.db.delete(loginAttempts).where(lte(loginAttempts.at, since)).run();
    const counts = deps.db
      .select({
        all: sql<number>`count(*)`,
        here: sql<number>`coalesce(sum(${loginAttempts.address} = ${address}), 0)`,
      })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), gt(loginAttempts.at, since)))
      .get();
    const fromHere = deps.db
      .select({ n: sql<number>`count(*)` })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.address, address), gt(loginAttempts.at, since)))
      .get();
    if (
      (counts?.here ?? 0) >= loginThrottle.perAddress ||
      (counts?.all ?? 0) >= loginThrottle.perAccount ||
      (fromHere?.n ?? 0) >= loginThrottle.perAddressAllAccounts
    )
      return false;
    deps.db.insert(loginAttempts).values({ email, address, at: now }).run();
    return true;
  });
}

/** The right password from this address: its attempts are forgotten (not those from elsewhere). */
export function loginSucceeded(deps: Deps, email: string, address: string): void {
  deps.db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.address, address)))
    .run();
}
