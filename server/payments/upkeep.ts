import type { AppDeps } from "../deps";
import { inBackground, repeatInBackground } from "../lib/background";
import { ProviderError } from "./provider-error";
import { reconcileExpired } from "./reconcile";
import { sendDueRefunds } from "./refunds";
import { orangeMoneyClient } from "./registry";

/** How often payments left open past their validity are settled, and due refunds sent again. */
export const UPKEEP_EVERY_MS = 60_000;

/**
 * What the server does for payments on its own: tells Orange Money where its callbacks go (at
 * start), then every minute (one instance of all those on the database: the lease's holder) asks once more about the payments that expired with no answer (a lost
 * callback, a member who left) and sends the refunds still due. Answers how to stop it.
 */
export function startPaymentUpkeep(deps: AppDeps): () => void {
  const om = orangeMoneyClient(deps);
  const publicUrl = deps.config.publicUrl;
  if (om && publicUrl)
    inBackground(deps, async () => {
      try {
        await om.register(publicUrl);
        deps.log("Orange Money : adresse des notifications de paiement enregistrée.");
      } catch (error) {
        const why = error instanceof ProviderError ? error.logLine : "erreur inconnue";
        deps.log(`Orange Money : adresse des notifications non enregistrée (${why}).`);
      }
    });
  return repeatInBackground(deps, UPKEEP_EVERY_MS, "payment-upkeep", async () => {
    await reconcileExpired(deps);
    sendDueRefunds(deps);
  });
}
