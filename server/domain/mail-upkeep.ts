import type { AppDeps } from "../deps";
import { repeatInBackground } from "../lib/background";
import { deliverLogged } from "./mail-queue";
import { queueDueReminders } from "./reminders";

export const MAIL_UPKEEP_EVERY_MS = 60_000;

/**
 * Every minute, by one process of all those on the database (the cluster's primary, or the lease's
 * holder among several instances): the reminders that are due are queued, then every mail
 * due is sent (those whose earlier send failed included). Answers how to stop it.
 */
export function startMailUpkeep(deps: AppDeps): () => void {
  return repeatInBackground(deps, MAIL_UPKEEP_EVERY_MS, "mail-upkeep", async () => {
    try {
      await queueDueReminders(deps);
    } catch (error) {
      deps.log(`Rappels non préparés : ${error instanceof Error ? error.message : String(error)}`);
    }
    await deliverLogged(deps);
  });
}
