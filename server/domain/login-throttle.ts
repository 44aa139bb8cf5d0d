import { sql } from "kysely";
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

type Deps = Pick<AppDeps, "db" | "database" | "clock">;

/** Counts this attempt and says whether it may go on to the password check. */
export function admitLogin(deps: Deps, email: string, address: string): Promise<boolean> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - loginThrottle.windowMs);
  return immediate(deps, async (tx) => {
    // Old attempts serve no purpose: keep the table small.
    await tx.db.deleteFrom("loginAttempts").where("at", "<=", since).execute();
    const counts = await tx.db
      .selectFrom("loginAttempts")
      .select((eb) => [
        eb.fn.countAll<number>().as("all"),
        sql<number>`coalesce(sum(case when ${eb.ref("address")} = ${address} then 1 else 0 end), 0)`.as(
          "here",
        ),
      ])
      .where("email", "=", email)
      .where("at", ">", since)
      .executeTakeFirst();
    const fromHere = await tx.db
      .selectFrom("loginAttempts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("address", "=", address)
      .where("at", ">", since)
      .executeTakeFirst();
    if (
      Number(counts?.here ?? 0) >= loginThrottle.perAddress ||
      Number(counts?.all ?? 0) >= loginThrottle.perAccount ||
      Number(fromHere?.n ?? 0) >= loginThrottle.perAddressAllAccounts
    )
      return false;
    await tx.db.insertInto("loginAttempts").values({ email, address, at: now }).execute();
    return true;
  });
}

/** The right password from this address: its attempts are forgotten (not those from elsewhere). */
export async function loginSucceeded(deps: Deps, email: string, address: string): Promise<void> {
  await deps.db
    .deleteFrom("loginAttempts")
    .where("email", "=", email)
    .where("address", "=", address)
    .execute();
}
