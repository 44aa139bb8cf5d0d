import { StartupError } from "../config-error";
import type { Db } from "./tables";

const RAN_IN_PRODUCTION = "ran_in_production";

/**
 * A database that has served a real centre never starts in demo mode again: the demo would give
 * its members' sign-up and reset codes to anyone (the test mailbox) and settle payments in the
 * sandbox. Production writes the day it first ran; demo mode reads it and refuses.
 */
export async function rememberMode(db: Db, demoMode: boolean, now: Date): Promise<void> {
  if (!demoMode) {
    await db
      .insertInto("serverMeta")
      .values({ key: RAN_IN_PRODUCTION, value: now.toISOString() })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    return;
  }
  const since = await db
    .selectFrom("serverMeta")
    .select("value")
    .where("key", "=", RAN_IN_PRODUCTION)
    .executeTakeFirst();
  if (since)
    throw new StartupError(
      `Cette base de données sert un vrai centre depuis le ${since.value.slice(0, 10)} : elle ne démarre plus en mode démonstration (boîte mail de test, paiements simulés). Démarrez avec NODE_ENV=production, ou donnez une autre base (DATA_DIR ou DATABASE_URL) à la démonstration.`,
    );
}
